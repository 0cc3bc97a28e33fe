//! The Gregorian calendar written out on its own, for the Calendar Game's
//! from-the-rules tests (hdu1079): month lengths and the two kinds of step.
//! Shared by the solver's and the explanation's tests.

/// Days in month `m` (1..=12) of year `y`.
pub fn month_len(y: u64, m: u64) -> u64 {
    const LEN: [u64; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    LEN[m as usize - 1] + u64::from(m == 2 && leap)
}

/// The next calendar date.
pub fn next_day(y: u64, m: u64, d: u64) -> (u64, u64, u64) {
    if d < month_len(y, m) {
        (y, m, d + 1)
    } else if m < 12 {
        (y, m + 1, 1)
    } else {
        (y + 1, 1, 1)
    }
}

/// The same day of the next month, when the next month has it.
pub fn same_day_next_month(y: u64, m: u64, d: u64) -> Option<(u64, u64, u64)> {
    let (y, m) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    (d <= month_len(y, m)).then_some((y, m, d))
}
