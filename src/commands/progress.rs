//! The one progress printer of the commands: long work says how far it is
//! on a terminal, and nothing anywhere else. The work itself reports
//! through a callback (the line to show); no command writes progress of
//! its own.

use crate::games::rules::evidence::Step;
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

/// The line the evidence finder's step shows while inputs are answered.
pub fn evidence_line(step: &Step<'_>) -> String {
    let (rule, done, of) = match step {
        Step::Sequence { seq, of, .. } => (seq.rule().to_string(), seq.computed(), *of),
        Step::Table {
            rule, values, of, ..
        } => (rule.to_string(), values.len(), *of),
    };
    format!(
        "grundy: computing {rule} to heap {}: {done} done",
        of.saturating_sub(1)
    )
}

/// While inputs are answered (`grundy PROBLEM FILE`), the evidence
/// finder's steps shown on stderr by one [`Progress`] when `terminal`
/// (`describe::values::listen`); cleared and let go by [`quiet`].
pub fn listen(terminal: bool) {
    if !terminal {
        return;
    }
    let started = std::time::Instant::now();
    let mut progress = Progress::new(true);
    crate::describe::values::listen(Some(Box::new(move |step: Step<'_>| {
        let now = started.elapsed().as_secs_f64();
        progress.show(&mut std::io::stderr(), now, &|| evidence_line(&step));
    })));
}

/// Ends [`listen`]: the line, if one was shown, cleared.
pub fn quiet() {
    if crate::describe::values::listen(None).is_some() {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
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
