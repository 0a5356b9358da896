fn main() {
    // `run` drops the store before returning, so exiting here cannot lose a write.
    std::process::exit(tunnelctl::run(std::env::args_os()));
}
