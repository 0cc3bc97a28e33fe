//! The `grundy` binary: arguments in, exit status out; everything else is in
//! the library.

use std::process::ExitCode;

fn main() -> ExitCode {
    if let Some(status) = grundy::cli::refuse_closed_stdout(&mut std::io::stderr()) {
        return ExitCode::from(status);
    }
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    ExitCode::from(grundy::cli::run(
        &args,
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr(),
        true,
    ))
}
