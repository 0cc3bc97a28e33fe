//! The problem layer: one file per judge format.
//!
//! Each module reads its judge's input through the [`Scanner`],
//! asks the games layer for outcomes, and writes the judge's exact words. It is
//! the only layer that knows those words. Every module exports one
//! `PROBLEM` row for the [registry](crate::registry).
//!
//! Judge inputs list their cases in three ways: until the input ends
//! ([`until_end`]), after a count ([`counted`]), or until a sentinel
//! ([`until_sentinel`]). A problem describes one case and leaves the loop to
//! these, so one place decides what empty input means, checks the output
//! after every answered case (a long run stops once nobody reads it), and
//! rejects data after the last case.

pub mod agc017d;
pub mod hdu1079;
pub mod hdu1404;
pub mod hdu1517;
pub mod hdu1524;
pub mod hdu1536;
pub mod hdu1564;
pub mod hdu1729;
pub mod hdu1730;
pub mod hdu1846;
pub mod hdu1847;
pub mod hdu1848;
pub mod hdu1849;
pub mod hdu1850;
pub mod hdu1907;
pub mod hdu2147;
pub mod hdu2149;
pub mod hdu2176;
pub mod hdu2177;
pub mod hdu2188;
pub mod hdu2509;
pub mod hdu2516;
pub mod hdu2873;
pub mod hdu3032;
pub mod hdu3094;
pub mod hdu3537;
pub mod hdu3980;
pub mod hdu4315;
pub mod hdu5795;
pub mod hdu5963;
pub mod lightoj1253;
pub mod poj1067;
pub mod poj1704;
pub mod poj1740;
pub mod poj2234;
pub mod poj2311;
pub mod poj2348;
pub mod poj2484;
pub mod poj3710;
pub mod uva10561;

use crate::error::Error;
use crate::games::Outcome;
use crate::output::Out;
use crate::scanner::Scanner;
use crate::stream::NumberStream;

/// Runs `case` while any token is left: inputs that simply end after the last
/// case. Empty input answers nothing, and there is no data after the end to
/// reject.
///
/// # Example
/// ```
/// use grundy::{output::Out, problems::until_end, scanner::Scanner};
///
/// let (mut text, mut sink): (&[u8], Vec<u8>) = (b"1 2\n3 4\n", Vec::new());
/// let (mut input, mut out) = (Scanner::new(&mut text), Out::new(&mut sink));
/// until_end(&mut input, &mut out, |input, out| {
///     out.u64(input.next_u64("a")? + input.next_u64("b")?);
///     out.byte(b'\n');
///     Ok(())
/// })
/// .unwrap();
/// out.finish().unwrap();
/// assert_eq!(sink, b"3\n7\n");
/// ```
#[inline]
pub fn until_end(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    mut case: impl FnMut(&mut Scanner<'_>, &mut Out<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    while !input.at_end()? {
        case(input, out)?;
        out.check()?;
    }
    Ok(())
}

/// [`until_end`] over any number source: the loop of the judges whose
/// `case` the two-thread reader (`parallel`) also calls on its own, where a
/// case crosses a chunk's end.
#[inline(always)]
pub fn until_end_of<S: NumberStream>(
    input: &mut S,
    out: &mut Out<'_>,
    mut case: impl FnMut(&mut S, &mut Out<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    while !input.at_end()? {
        case(input, out)?;
        out.check()?;
    }
    Ok(())
}

/// Reads a case count (named `count` in an error message) and runs `case`
/// that many times: inputs that open with `T`. Empty input answers nothing;
/// a token after the last case is an error at that token.
///
/// # Example
/// ```
/// use grundy::{output::Out, problems::counted, scanner::Scanner};
///
/// let (mut text, mut sink): (&[u8], Vec<u8>) = (b"2\n5\n6\n7\n", Vec::new());
/// let (mut input, mut out) = (Scanner::new(&mut text), Out::new(&mut sink));
/// let e = counted(&mut input, &mut out, "a test case count", |input, out| {
///     out.u64(input.next_u64("n")?);
///     out.byte(b'\n');
///     Ok(())
/// });
/// out.finish().unwrap();
/// assert_eq!(sink, b"5\n6\n");
/// assert_eq!(
///     e.unwrap_err().to_string(),
///     "line 4, column 1: expected end of input, found \"7\""
/// );
/// ```
#[inline]
pub fn counted(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    count: &str,
    mut case: impl FnMut(&mut Scanner<'_>, &mut Out<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    if input.at_end()? {
        return Ok(());
    }
    let cases = input.next_u64(count)?;
    for _ in 0..cases {
        case(input, out)?;
        out.check()?;
    }
    input.expect_end()
}

/// Runs `case` until it reads the sentinel that ends the input: `case`
/// returns `Ok(true)` after answering a case and `Ok(false)` when what it
/// read was the sentinel. Empty input answers nothing; a token after the
/// sentinel is an error at that token.
///
/// # Example
/// ```
/// use grundy::{output::Out, problems::until_sentinel, scanner::Scanner};
///
/// let (mut text, mut sink): (&[u8], Vec<u8>) = (b"4 9 0\n", Vec::new());
/// let (mut input, mut out) = (Scanner::new(&mut text), Out::new(&mut sink));
/// until_sentinel(&mut input, &mut out, |input, out| {
///     let n = input.next_u64("n (or 0 to end the input)")?;
///     if n == 0 {
///         return Ok(false);
///     }
///     out.u64(n * n);
///     out.byte(b'\n');
///     Ok(true)
/// })
/// .unwrap();
/// out.finish().unwrap();
/// assert_eq!(sink, b"16\n81\n");
/// ```
#[inline]
pub fn until_sentinel(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    mut case: impl FnMut(&mut Scanner<'_>, &mut Out<'_>) -> Result<bool, Error>,
) -> Result<(), Error> {
    if input.at_end()? {
        return Ok(());
    }
    while case(input, out)? {
        out.check()?;
    }
    input.expect_end()
}

/// [`counted`] over any number source: the loop of the judges that open
/// with `T` and whose case loop the two-thread reader (`parallel`) also
/// walks. Empty input answers nothing; a token after the last case is an
/// error at that token.
#[inline(always)]
pub fn counted_of<S: NumberStream>(
    input: &mut S,
    out: &mut Out<'_>,
    count: &str,
    mut case: impl FnMut(&mut S, &mut Out<'_>) -> Result<(), Error>,
) -> Result<(), Error> {
    if input.at_end()? {
        return Ok(());
    }
    for _ in 0..input.next_u64(count)? {
        case(input, out)?;
        out.check()?;
    }
    input.expect_end()
}

/// The case loop of the judges whose case is a count and that many values,
/// and whose input ends at a count of 0 (`count` and `value` name the two in
/// errors): each list is read into one buffer, reused, and `case(number,
/// list, out)` answers it (cases are numbered from 1). As [`until_sentinel`] does, empty input answers nothing and a
/// token after the `0` is an error at that token.
#[inline]
pub fn lists_until_zero(
    input: &mut Scanner<'_>,
    out: &mut Out<'_>,
    count: &str,
    value: &str,
    mut case: impl FnMut(u64, &mut Vec<u64>, &mut Out<'_>),
) -> Result<(), Error> {
    let (mut list, mut number) = (Vec::new(), 0);
    until_sentinel(input, out, |input, out| {
        let length = input.next_u64(count)?;
        if length == 0 {
            return Ok(false);
        }
        list.clear();
        for _ in 0..length {
            list.push(input.next_u64(value)?);
        }
        number += 1;
        case(number, &mut list, out);
        Ok(true)
    })
}

/// One case that is a count and that many values (`words` names the two in
/// errors), each value handed to `value(v)` as it is read: a solver folds
/// them, explain keeps them. The solver and explain of a judge whose case
/// has this shape both read it here, so the order and the words are
/// written once.
///
/// # Example
/// ```
/// use grundy::{numbers::Numbers, problems::list_of, scanner::Scanner};
///
/// let mut text: &[u8] = b"3 4 5 6\n";
/// let mut scanner = Scanner::new(&mut text);
/// let mut sum = 0;
/// list_of(&mut Numbers::new(&mut scanner), ["n", "a value"], |v| sum += v).unwrap();
/// assert_eq!(sum, 15);
/// ```
#[inline(always)]
pub fn list_of<S: NumberStream>(
    input: &mut S,
    words: [&str; 2],
    mut value: impl FnMut(u64),
) -> Result<(), Error> {
    let count = input.next_u64(words[0])?;
    for _ in 0..count {
        value(input.next_u64(words[1])?);
    }
    Ok(())
}

/// What a judge calls a case's pile count and its piles in errors: `a pile
/// count`, `a pile size` (the misère Nim judges' solvers and explain).
pub const PILE_WORDS: [&str; 2] = ["a pile count", "a pile size"];

/// What the split-Nim judges call a case's heaps in errors, after the heap
/// count's own words (`HEAP_COUNT` in each problem file).
pub const HEAP: &str = "a heap size";

/// What the judges of a shared case shape (misère Nim, split Nim) call
/// their `T` in errors: the solvers, their formats and explain read it.
pub const CASE_COUNT: &str = "a test case count";

/// The case loop of the judges that give `T`, then per case a heap count
/// (named `heap_count` in errors) and the heaps, and answer from the XOR of
/// the heaps' values: `words[0]` when it is not 0 (split Nim, whose
/// g(2^64 - 1) = 2^64 needs a `u128`). Callers hand it a
/// [`Numbers`](crate::numbers::Numbers), which reads a word at a time:
/// inputs reach 10^8 heaps. As [`counted`] does, empty input
/// answers nothing and a token after the last case is an error.
#[inline(always)]
pub fn xor_of_counted_heaps<S: NumberStream>(
    input: &mut S,
    out: &mut Out<'_>,
    heap_count: &str,
    value: impl Fn(u64) -> u128,
    words: [&str; 2],
) -> Result<(), Error> {
    counted_of(input, out, CASE_COUNT, |input, out| {
        let mut nim_sum = 0u128;
        list_of(input, [heap_count, HEAP], |heap| nim_sum ^= value(heap))?;
        out.line(Outcome::from_next_wins(nim_sum != 0).pick(words[0], words[1]));
        Ok(())
    })
}

/// One case of misère Nim as the judges give it: a pile count and the
/// piles ([`list_of`], `words` naming the two in errors), read into
/// what [`misere_nim_outcome`](crate::games::misere::misere_nim_outcome)
/// decides by: the piles' nim-sum, and whether some pile holds more than
/// one. (The outcome is the caller's to ask for: a path to the theory here
/// would paste it into every judge file that reaches this module.)
#[inline(always)]
pub fn misere_nim_piles<S: NumberStream>(
    input: &mut S,
    words: [&str; 2],
) -> Result<(u64, bool), Error> {
    let mut nim_sum = 0;
    let mut some_pile_above_one = false;
    list_of(input, words, |size| {
        nim_sum ^= size;
        some_pile_above_one |= size > 1;
    })?;
    Ok((nim_sum, some_pile_above_one))
}
