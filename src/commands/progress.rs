//! The one progress printer of the commands: long work says how far it is
//! on a terminal, and nothing anywhere else. The work itself reports
//! through a callback (the line to show); no command writes progress of
//! its own.

use std::io::Write;

/// One line on stderr, shown after [`Progress::AFTER_SECONDS`] of work, at
/// most [`Progress::PER_SECOND`] times a second, rewritten in place and
/// cleared at the end. Nothing when stderr is not a terminal (a test's
/// buffer, a file).
pub struct Progress {
    terminal: bool,
    shown_at: Option<f64>,
}

impl Progress {
    pub const AFTER_SECONDS: f64 = 1.0;
    pub const PER_SECOND: f64 = 4.0;

    /// A printer that writes only when `terminal`.
    pub fn new(terminal: bool) -> Progress {
        Progress {
            terminal,
            shown_at: None,
        }
    }

    /// Shows the line `line()` builds, `now` seconds into the work, when
    /// it is time to (the line is built only then).
    pub fn show(&mut self, stderr: &mut dyn Write, now: f64, line: &dyn Fn() -> String) {
        if !self.terminal
            || now < Self::AFTER_SECONDS
            || self
                .shown_at
                .is_some_and(|t| now - t < 1.0 / Self::PER_SECOND)
        {
            return;
        }
        self.shown_at = Some(now);
        let _ = write!(stderr, "\r{}\x1b[K", line());
        let _ = stderr.flush();
    }

    /// Clears the line, if one was shown.
    pub fn clear(&mut self, stderr: &mut dyn Write) {
        if self.shown_at.take().is_some() {
            let _ = write!(stderr, "\r\x1b[K");
            let _ = stderr.flush();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_after_a_second_at_most_four_times_a_second_and_clears() {
        let mut err = Vec::new();
        let mut p = Progress::new(true);
        p.show(&mut err, 0.5, &|| "early".into());
        assert!(err.is_empty());
        p.show(&mut err, 1.0, &|| "a".into());
        p.show(&mut err, 1.1, &|| "too soon".into());
        p.show(&mut err, 1.3, &|| "b".into());
        p.clear(&mut err);
        assert_eq!(
            String::from_utf8(err).unwrap(),
            "\ra\x1b[K\rb\x1b[K\r\x1b[K"
        );
        let mut err = Vec::new();
        let mut quiet = Progress::new(false);
        quiet.show(&mut err, 5.0, &|| "x".into());
        quiet.clear(&mut err);
        assert!(err.is_empty());
    }
}
