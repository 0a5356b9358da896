//! Questions asked together: while a batch of them is out, those that arrive wait, and go out
//! as the next batch when it is answered (natural batching, as the group committer's commits in
//! `super::group`). Nothing waits when nothing is out, so one question alone is sent at once; under
//! load, one round trip and one statement carry many. `serve`'s reads of one record each use it
//! (`super::evaluation::Reads`): PostgreSQL finds several keys of one statement for about what
//! one costs.
//!
//! No task of its own: the request that finds no batch out sends the next one itself (it *leads*),
//! and when it has its answers it hands the lead to the first question that waited, whose request
//! then sends all that waited. A leader whose request is dropped (its client went away, its time
//! ran out) still hands the lead on, and the questions it had taken are answered "not read", as a
//! failed batch's are: their requests then go the usual way.

use std::collections::VecDeque;
use std::future::Future;
use std::sync::Mutex;

use tokio::sync::oneshot;

use super::lock;

/// Questions of type `Q` answered together, `A` each, one batch out at a time (two out at once
/// made smaller batches and answered fewer GETs: docs/benchmarks.md, "Session 25").
pub(super) struct Batches<Q, A> {
    state: Mutex<State<Q, A>>,
}

struct State<Q, A> {
    /// A batch is out: what is asked now waits.
    out: bool,
    waiting: VecDeque<Waiting<Q, A>>,
}

/// A question that waits for the next batch, and where its turn is told.
struct Waiting<Q, A> {
    question: Q,
    turn: oneshot::Sender<Turn<Q, A>>,
}

enum Turn<Q, A> {
    /// Answered in another's batch.
    Answered(A),
    /// The lead is this question's (given back): it sends the next batch.
    Lead(Q),
}

impl<Q, A> Batches<Q, A> {
    pub(super) fn new() -> Batches<Q, A> {
        Batches {
            state: Mutex::new(State {
                out: false,
                waiting: VecDeque::new(),
            }),
        }
    }

    /// The answer to `question`, sent in a batch by `send`, which answers a batch's questions in
    /// their order (`None`: it could not, and then this one is not answered either).
    pub(super) async fn ask<F, Fut>(&self, question: Q, send: F) -> Option<A>
    where
        F: FnOnce(Vec<Q>) -> Fut,
        Fut: Future<Output = Option<Vec<A>>>,
    {
        let waiting = {
            let mut state = lock(&self.state);
            if !state.out {
                state.out = true;
                Ok(question)
            } else {
                let (told, turn) = oneshot::channel();
                state.waiting.push_back(Waiting {
                    question,
                    turn: told,
                });
                Err(turn)
            }
        };
        let question = match waiting {
            Ok(question) => question,
            Err(turn) => {
                let mut awaiting = Awaiting {
                    batches: self,
                    turn,
                };
                match (&mut awaiting.turn).await.ok()? {
                    Turn::Answered(answer) => return Some(answer),
                    Turn::Lead(question) => question,
                }
            }
        };
        let lead = Lead(self);
        let others = std::mem::take(&mut lock(&self.state).waiting);
        let mut told = Vec::with_capacity(others.len());
        let mut questions = Vec::with_capacity(others.len() + 1);
        questions.push(question);
        for waiting in others {
            questions.push(waiting.question);
            told.push(waiting.turn);
        }
        let answers = send(questions).await;
        // The next batch may go out while these answers are handed round.
        drop(lead);
        let mut answers = answers?.into_iter();
        let mine = answers.next();
        for (turn, answer) in told.into_iter().zip(answers) {
            // Its request may have gone meanwhile.
            let _ = turn.send(Turn::Answered(answer));
        }
        mine
    }

    /// The batch out is done with: the lead goes to the first question still waiting, or no
    /// batch is out any more.
    fn hand_on(&self) {
        let mut state = lock(&self.state);
        while let Some(next) = state.waiting.pop_front() {
            match next.turn.send(Turn::Lead(next.question)) {
                Ok(()) => return,
                // Its request has gone: the next.
                Err(_) => continue,
            }
        }
        state.out = false;
    }
}

/// A batch out, until its leader drops this, whether answered or gone (see
/// [`hand_on`](Batches::hand_on)).
struct Lead<'a, Q, A>(&'a Batches<Q, A>);

impl<Q, A> Drop for Lead<'_, Q, A> {
    fn drop(&mut self) {
        self.0.hand_on();
    }
}

/// A question waiting for its turn. A request dropped once the lead was handed to it, before it
/// took it, passes the lead on: else no batch would go out again.
struct Awaiting<'a, Q, A> {
    batches: &'a Batches<Q, A>,
    turn: oneshot::Receiver<Turn<Q, A>>,
}

impl<Q, A> Drop for Awaiting<'_, Q, A> {
    fn drop(&mut self) {
        // Closed first, so that the lead is either handed here before (and found now) or not
        // at all (and goes to the next).
        self.turn.close();
        if let Ok(Turn::Lead(_)) = self.turn.try_recv() {
            self.batches.hand_on();
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use tokio::sync::Semaphore;
    use tokio::task::JoinHandle;

    use super::*;

    /// Batches of numbers, each answered ten times itself; every batch sent is kept, and waits
    /// for a permit of `release` before it is answered (`None` for a batch holding 0).
    struct Fixture {
        batches: Arc<Batches<u32, u32>>,
        sent: Arc<Mutex<Vec<Vec<u32>>>>,
        release: Arc<Semaphore>,
    }

    impl Fixture {
        fn new() -> Fixture {
            Fixture {
                batches: Arc::new(Batches::new()),
                sent: Arc::default(),
                release: Arc::new(Semaphore::new(0)),
            }
        }

        fn ask(&self, question: u32) -> JoinHandle<Option<u32>> {
            let (batches, sent, release) = (
                self.batches.clone(),
                self.sent.clone(),
                self.release.clone(),
            );
            tokio::spawn(async move {
                let send = |batch: Vec<u32>| async move {
                    lock(&sent).push(batch.clone());
                    release.acquire().await.expect("open").forget();
                    (!batch.contains(&0)).then(|| batch.iter().map(|q| q * 10).collect())
                };
                batches.ask(question, send).await
            })
        }

        fn sent(&self) -> Vec<Vec<u32>> {
            lock(&self.sent).clone()
        }

        fn waiting(&self) -> usize {
            lock(&self.batches.state).waiting.len()
        }

        fn out(&self) -> bool {
            lock(&self.batches.state).out
        }
    }

    /// Lets the spawned tasks run until `done` holds.
    async fn until(done: impl Fn() -> bool) {
        for _ in 0..1000 {
            if done() {
                return;
            }
            tokio::task::yield_now().await;
        }
        panic!("never happened");
    }

    #[tokio::test]
    async fn one_alone_goes_at_once_and_those_asked_meanwhile_go_together_next() {
        let f = Fixture::new();
        let first = f.ask(1);
        until(|| f.sent().len() == 1).await;
        let others: Vec<_> = [2, 3, 2].into_iter().map(|q| f.ask(q)).collect();
        until(|| f.waiting() == 3).await;
        assert_eq!(
            f.sent(),
            [vec![1]],
            "nothing more goes while a batch is out"
        );
        f.release.add_permits(1);
        assert_eq!(first.await.unwrap(), Some(10));
        until(|| f.sent().len() == 2).await;
        f.release.add_permits(1);
        let mut answers = Vec::new();
        for other in others {
            answers.push(other.await.unwrap());
        }
        assert_eq!(answers, [Some(20), Some(30), Some(20)]);
        assert_eq!(f.sent(), [vec![1], vec![2, 3, 2]]);
        assert_eq!((f.out(), f.waiting()), (false, 0));
        // Nothing out: the next goes at once again.
        f.release.add_permits(1);
        assert_eq!(f.ask(4).await.unwrap(), Some(40));
    }

    #[tokio::test]
    async fn a_failed_batch_answers_none_of_its_questions_and_the_next_batch_goes() {
        let f = Fixture::new();
        let failing = f.ask(0);
        until(|| f.sent().len() == 1).await;
        let waiting = f.ask(5);
        until(|| f.waiting() == 1).await;
        f.release.add_permits(1);
        assert_eq!(failing.await.unwrap(), None);
        until(|| f.sent().len() == 2).await;
        f.release.add_permits(1);
        assert_eq!(waiting.await.unwrap(), Some(50));
        // A batch of several that fails answers none of them.
        let first = f.ask(1);
        until(|| f.sent().len() == 3).await;
        let failed: Vec<_> = [6, 0].into_iter().map(|q| f.ask(q)).collect();
        until(|| f.waiting() == 2).await;
        f.release.add_permits(2);
        assert_eq!(first.await.unwrap(), Some(10));
        for question in failed {
            assert_eq!(question.await.unwrap(), None);
        }
        assert_eq!((f.out(), f.waiting()), (false, 0));
    }

    /// A question waiting in `batches`, as `ask` leaves it.
    fn awaiting(batches: &Batches<u32, u32>, question: u32) -> Awaiting<'_, u32, u32> {
        let (told, turn) = oneshot::channel();
        lock(&batches.state).waiting.push_back(Waiting {
            question,
            turn: told,
        });
        Awaiting { batches, turn }
    }

    #[test]
    fn a_lead_handed_to_a_request_that_goes_before_it_takes_it_passes_on() {
        let batches = Batches::new();
        lock(&batches.state).out = true;
        let (gone, next) = (awaiting(&batches, 2), awaiting(&batches, 3));
        // The batch out is answered: the lead goes to 2, whose request then goes.
        batches.hand_on();
        drop(gone);
        let mut next = next;
        assert!(matches!(next.turn.try_recv(), Ok(Turn::Lead(3))));
        assert!(lock(&batches.state).out, "3's batch is out");
        // With no other waiting, the batch is no longer counted.
        let gone = awaiting(&batches, 4);
        batches.hand_on();
        drop(gone);
        let state = lock(&batches.state);
        assert_eq!((state.out, state.waiting.len()), (false, 0));
    }

    #[tokio::test]
    async fn a_leader_that_goes_hands_the_lead_on_and_what_it_took_is_not_answered() {
        let f = Fixture::new();
        let first = f.ask(1);
        until(|| f.sent().len() == 1).await;
        let second = f.ask(2);
        let third = f.ask(3);
        until(|| f.waiting() == 2).await;
        // The first batch's request goes (its client left) before its answer.
        first.abort();
        assert!(first.await.unwrap_err().is_cancelled());
        until(|| f.sent().len() == 2).await;
        assert_eq!(
            f.sent()[1],
            [2, 3],
            "the lead went to the first that waited"
        );
        // That one goes too, with the second batch out; what waits then is sent next.
        let fourth = f.ask(4);
        until(|| f.waiting() == 1).await;
        second.abort();
        assert_eq!(
            third.await.unwrap(),
            None,
            "taken by a batch that went unanswered"
        );
        until(|| f.sent().len() == 3).await;
        f.release.add_permits(1);
        assert_eq!(fourth.await.unwrap(), Some(40));
        assert_eq!((f.out(), f.waiting()), (false, 0));
        // A question that went while it waited is passed over when the lead is handed on.
        let first = f.ask(1);
        until(|| f.sent().len() == 4).await;
        let (gone, next) = (f.ask(7), f.ask(8));
        until(|| f.waiting() == 2).await;
        gone.abort();
        let _ = gone.await;
        f.release.add_permits(2);
        assert_eq!(first.await.unwrap(), Some(10));
        assert_eq!(next.await.unwrap(), Some(80));
        assert_eq!(f.sent()[4], [8]);
        assert_eq!((f.out(), f.waiting()), (false, 0));
    }

    /// Many requests at once on two threads, some of them dropped at random moments (a leader,
    /// one waiting, one just handed the lead) and some batches failing: each request that is
    /// not dropped gets its own answer or none, never another's, and none waits forever; once
    /// all are done, no batch is counted out and none waits (so the next read goes at once).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn requests_dropped_at_random_never_leave_a_batch_that_never_goes() {
        let batches = Arc::new(Batches::<u32, u32>::new());
        // xorshift: the same draws on every run.
        let mut seed = 0x9e37_79b9_u32;
        let mut draw = move |below: u32| {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            seed % below
        };
        for _ in 0..300 {
            let asks: Vec<(u32, JoinHandle<Option<u32>>)> = (0..12)
                .map(|_| {
                    // 0 fails its batch; about one in ten does.
                    let question = draw(10);
                    let (batches, pause) = (batches.clone(), draw(3));
                    let send = move |batch: Vec<u32>| async move {
                        for _ in 0..pause {
                            tokio::task::yield_now().await;
                        }
                        (!batch.contains(&0)).then(|| batch.iter().map(|q| q * 10).collect())
                    };
                    let ask = tokio::spawn(async move { batches.ask(question, send).await });
                    (question, ask)
                })
                .collect();
            for (_, ask) in &asks {
                if draw(4) == 0 {
                    for _ in 0..draw(4) {
                        tokio::task::yield_now().await;
                    }
                    ask.abort();
                }
            }
            for (question, ask) in asks {
                let answered = tokio::time::timeout(std::time::Duration::from_secs(10), ask);
                match answered.await.expect("a request waited forever") {
                    Ok(Some(answer)) => assert_eq!(answer, question * 10),
                    Ok(None) => {}
                    Err(dropped) => assert!(dropped.is_cancelled()),
                }
            }
            let state = lock(&batches.state);
            assert_eq!((state.out, state.waiting.len()), (false, 0));
        }
    }
}
