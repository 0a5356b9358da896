//! Runs work whose depth the user controls (a `--jq` filter: `def f: 1 + f; f` recurses without
//! end) on a thread of its own with a big stack, where running out of that stack ends the process
//! with a message and exit 1 instead of Rust's abort (exit 134).
//!
//! A stack overflow cannot be caught in Rust: touching the guard page below a thread's stack raises
//! SIGSEGV, and std's handler prints "has overflowed its stack" and aborts. On Linux a handler of
//! our own runs first: a fault in the guard page of the thread running the work writes the message
//! prepared beforehand and `_exit`s; any other fault goes on to the handler that was there before
//! (std's), as if ours were not installed. Run work here only when nothing is left to flush or
//! release (the store is closed by then): `_exit` skips destructors.

/// Runs `work` on a thread with a stack of `size` bytes. Should that stack overflow, `overflowed`
/// is written to stderr and the process exits with `code`. A panic in `work` goes on in the caller.
pub fn on_own_stack<T: Send>(
    size: usize,
    overflowed: String,
    code: i32,
    work: impl FnOnce() -> T + Send,
) -> std::io::Result<T> {
    #[cfg(target_os = "linux")]
    guard::prepare(overflowed, code);
    #[cfg(not(target_os = "linux"))]
    let _ = (overflowed, code);
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new()
            .name("--jq filter".into())
            .stack_size(size)
            .spawn_scoped(scope, || {
                #[cfg(target_os = "linux")]
                let _guarded = guard::Guarded::this_thread();
                work()
            })?;
        Ok(thread
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    })
}

/// A message and an exit code set before work starts, for ending the process when the work
/// exhausts a bound, where nothing may allocate or lock (a signal handler, the allocator).
#[cfg(unix)]
pub(super) struct LastWords {
    message: std::sync::atomic::AtomicPtr<u8>,
    len: std::sync::atomic::AtomicUsize,
    code: std::sync::atomic::AtomicI32,
}

#[cfg(unix)]
impl LastWords {
    pub const fn new() -> Self {
        use std::sync::atomic::{AtomicI32, AtomicPtr, AtomicUsize};
        LastWords {
            message: AtomicPtr::new(std::ptr::null_mut()),
            len: AtomicUsize::new(0),
            code: AtomicI32::new(1),
        }
    }

    /// Sets the words; leaks the message, as they may be said until the process ends.
    pub fn set(&self, message: String, code: i32) {
        use std::sync::atomic::Ordering::SeqCst;
        let message: &'static mut [u8] = Box::leak(message.into_bytes().into_boxed_slice());
        self.len.store(message.len(), SeqCst);
        self.message.store(message.as_mut_ptr(), SeqCst);
        self.code.store(code, SeqCst);
    }

    /// Writes the message to stderr and `_exit`s with the code: async-signal-safe, allocates
    /// nothing.
    pub fn say_and_exit(&self) -> ! {
        use std::sync::atomic::Ordering::SeqCst;
        let message = self.message.load(SeqCst);
        // SAFETY: write and _exit are async-signal-safe; the message was leaked, so it lives.
        unsafe {
            if !message.is_null() {
                libc::write(2, message.cast(), self.len.load(SeqCst));
            }
            libc::_exit(self.code.load(SeqCst))
        }
    }
}

#[cfg(target_os = "linux")]
mod guard {
    use std::ffi::c_void;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::OnceLock;

    use super::LastWords;

    /// The fault addresses that mean the guarded thread ran out of stack: `START..END`.
    static START: AtomicUsize = AtomicUsize::new(0);
    static END: AtomicUsize = AtomicUsize::new(0);
    /// What to write then, and the exit code (set before the thread starts).
    static OVERFLOWED: LastWords = LastWords::new();
    /// The handlers of SIGSEGV and SIGBUS before ours, for every other fault.
    static PREVIOUS: OnceLock<Previous> = OnceLock::new();
    /// Room for the handler to run on, since the thread's own stack is the one that is full.
    const ALT_STACK: usize = 64 * 1024;

    struct Previous {
        segv: libc::sigaction,
        bus: libc::sigaction,
    }

    // SAFETY: plain data (a handler address, flags, a signal mask), only read after it is set.
    unsafe impl Sync for Previous {}
    unsafe impl Send for Previous {}

    /// Installs the handler (once) and sets the message.
    pub fn prepare(message: String, code: i32) {
        OVERFLOWED.set(message, code);
        PREVIOUS.get_or_init(|| {
            // SAFETY: sigaction with a zeroed, then filled, struct; the handler only does what a
            // signal handler may (atomics, write, _exit, calling the previous handler).
            unsafe {
                let mut ours: libc::sigaction = std::mem::zeroed();
                ours.sa_sigaction = on_fault as *const () as libc::sighandler_t;
                ours.sa_flags = libc::SA_SIGINFO | libc::SA_ONSTACK;
                libc::sigemptyset(&mut ours.sa_mask);
                let mut segv: libc::sigaction = std::mem::zeroed();
                let mut bus: libc::sigaction = std::mem::zeroed();
                libc::sigaction(libc::SIGSEGV, &ours, &mut segv);
                libc::sigaction(libc::SIGBUS, &ours, &mut bus);
                Previous { segv, bus }
            }
        });
    }

    /// This thread's guard page is watched, with an alternate signal stack, while it lives.
    pub struct Guarded {
        _alt: Vec<u8>,
        before: libc::stack_t,
    }

    impl Guarded {
        pub fn this_thread() -> Guarded {
            let mut alt = vec![0u8; ALT_STACK];
            // SAFETY: pthread_getattr_np on this thread fills `attr`, destroyed after use; the
            // alternate stack is `alt`, which outlives its registration (see Drop).
            unsafe {
                let mut attr: libc::pthread_attr_t = std::mem::zeroed();
                if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) == 0 {
                    let mut low: *mut c_void = std::ptr::null_mut();
                    let mut size = 0;
                    let mut guard = 0;
                    libc::pthread_attr_getstack(&attr, &mut low, &mut size);
                    libc::pthread_attr_getguardsize(&attr, &mut guard);
                    libc::pthread_attr_destroy(&mut attr);
                    let page = usize::try_from(libc::sysconf(libc::_SC_PAGESIZE)).unwrap_or(4096);
                    let guard = guard.max(page);
                    // Older glibc counts the guard inside the stack, newer below it (std's own
                    // check takes both): a fault just above or below the stack's low end.
                    let low = low as usize;
                    START.store(low.saturating_sub(guard), Ordering::SeqCst);
                    END.store(low + guard, Ordering::SeqCst);
                }
                let ours = libc::stack_t {
                    ss_sp: alt.as_mut_ptr().cast(),
                    ss_flags: 0,
                    ss_size: alt.len(),
                };
                let mut before: libc::stack_t = std::mem::zeroed();
                libc::sigaltstack(&ours, &mut before);
                Guarded { _alt: alt, before }
            }
        }
    }

    impl Drop for Guarded {
        fn drop(&mut self) {
            START.store(0, Ordering::SeqCst);
            END.store(0, Ordering::SeqCst);
            // SAFETY: puts back the alternate stack this thread had, before `_alt` is freed.
            unsafe {
                libc::sigaltstack(&self.before, std::ptr::null_mut());
            }
        }
    }

    extern "C" fn on_fault(signal: libc::c_int, info: *mut libc::siginfo_t, context: *mut c_void) {
        // SAFETY: the kernel passes a valid siginfo to an SA_SIGINFO handler.
        let address = unsafe { (*info).si_addr() } as usize;
        if (START.load(Ordering::SeqCst)..END.load(Ordering::SeqCst)).contains(&address) {
            OVERFLOWED.say_and_exit();
        }
        let previous = PREVIOUS.get().map(|p| match signal {
            libc::SIGBUS => p.bus,
            _ => p.segv,
        });
        match previous {
            Some(p) if p.sa_sigaction != libc::SIG_DFL && p.sa_sigaction != libc::SIG_IGN => {
                // SAFETY: the address a previous sigaction installed, called as it was declared.
                unsafe {
                    if p.sa_flags & libc::SA_SIGINFO != 0 {
                        let handler: extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut c_void) =
                            std::mem::transmute(p.sa_sigaction);
                        handler(signal, info, context);
                    } else {
                        let handler: extern "C" fn(libc::c_int) =
                            std::mem::transmute(p.sa_sigaction);
                        handler(signal);
                    }
                }
            }
            // No handler before ours: the default action, once the fault repeats on return.
            // SAFETY: signal(2) with SIG_DFL is async-signal-safe.
            _ => unsafe {
                libc::signal(signal, libc::SIG_DFL);
            },
        }
    }
}
