// The allocator of every thread of the process (mimalloc, with the count that bounds a `--jq`
// filter's heap): declared here, where the binary starts, rather than inside the library.
#[global_allocator]
static ALLOCATOR: tunnelctl::output::Allocator = tunnelctl::output::Allocator;

fn main() {
    // `run` drops the store before returning, so exiting here cannot lose a write.
    std::process::exit(tunnelctl::run(std::env::args_os()));
}
