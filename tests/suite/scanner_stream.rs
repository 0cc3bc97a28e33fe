//! The scanner's fast paths against a reference tokenizer, on seeded random
//! inputs: every kind and run of whitespace, numbers of every length from 1
//! to 20 digits (leading zeros, `u64::MAX`, overflow), bad bytes, and words.
//! Each input is read through a plain reader and through one that hands out
//! its bytes in random small pieces, so buffer refills fall inside numbers;
//! both the token-at-a-time [`Scanner`] and the position-keeping [`Numbers`]
//! must give the reference's values, and the reference's error (position and
//! message) at the first bad token.

use grundy::error::Found;
use grundy::numbers::Numbers;
use grundy::scanner::Scanner;
use grundy::stream::NumberStream;
use grundy::testdata::Rng;
use std::io::{self, Read};

/// A reader that returns its bytes in pieces of 1 to `max` bytes.
struct Trickle<'a> {
    bytes: &'a [u8],
    rng: Rng,
    max: u64,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = (1 + self.rng.below(self.max) as usize)
            .min(buf.len())
            .min(self.bytes.len());
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

const SPACES: &[u8] = b" \t\r\n\x0b\x0c";

/// A random whitespace run: mostly one space or newline, sometimes long.
fn whitespace(rng: &mut Rng, out: &mut Vec<u8>) {
    match rng.below(10) {
        0..=5 => out.push(b' '),
        6 | 7 => out.push(b'\n'),
        8 => out.extend_from_slice(b"\r\n"),
        _ => {
            for _ in 0..1 + rng.below(70) {
                out.push(SPACES[rng.below(SPACES.len() as u64) as usize]);
            }
        }
    }
}

/// A random number token that fits in a `u64`: 1 to 20 digits, some with
/// leading zeros, some at the limit.
fn number(rng: &mut Rng, out: &mut Vec<u8>) {
    let text = match rng.below(12) {
        0 => u64::MAX.to_string(),
        1 => format!(
            "{:0>width$}",
            rng.below(1000),
            width = 2 + rng.below(25) as usize
        ),
        2 => (10_000_000_000_000_000_000 + rng.below(u64::MAX - 10_000_000_000_000_000_000))
            .to_string(),
        _ => {
            let digits = 1 + rng.below(19) as u32;
            let low = if digits == 1 {
                0
            } else {
                10u64.pow(digits - 1)
            };
            (low + rng.below(10u64.pow(digits) - low)).to_string()
        }
    };
    out.extend_from_slice(text.as_bytes());
}

/// A random input; `bad_rate` in 1000ths is the chance per token of a bad
/// byte in it, a word or a huge number.
fn input(rng: &mut Rng, tokens: usize, bad_rate: u64) -> Vec<u8> {
    let mut out = Vec::new();
    if rng.below(4) == 0 {
        whitespace(rng, &mut out);
    }
    for _ in 0..tokens {
        if rng.below(1000) < bad_rate {
            match rng.below(7) {
                0 => out.extend_from_slice(b"-7"),
                1 => out.extend_from_slice(b"12x3"),
                2 => out.push([0u8, 0x80, 0xff, b'+', b','][rng.below(5) as usize]),
                3 => out.extend(std::iter::repeat(b'9').take(20 + rng.below(60) as usize)),
                4 => out.extend_from_slice(b"18446744073709551616"),
                5 => out.extend_from_slice(b"Yes"),
                _ => {
                    // A bad byte right after a valid number's digits.
                    number(rng, &mut out);
                    out.push(b'x');
                }
            }
        } else {
            number(rng, &mut out);
        }
        whitespace(rng, &mut out);
    }
    if rng.below(3) == 0 {
        // No final whitespace: the last token ends the input.
        while out.last().is_some_and(|b| SPACES.contains(b)) {
            out.pop();
        }
    }
    out
}

/// What the scanner must produce: the values up to the first bad token, then
/// that token's error, or the end-of-input error if `wanted` tokens are
/// asked for and fewer exist.
fn reference(input: &[u8], wanted: Option<usize>) -> (Vec<u64>, Option<String>) {
    let mut values = Vec::new();
    let mut i = 0;
    let (mut line, mut line_start) = (1u64, 0usize);
    loop {
        while i < input.len() && SPACES.contains(&input[i]) {
            if input[i] == b'\n' {
                line += 1;
                line_start = i + 1;
            }
            i += 1;
        }
        let at = format!("line {line}, column {}", i - line_start + 1);
        if i == input.len() {
            let missing = wanted.is_some_and(|w| values.len() < w);
            let error = missing.then(|| format!("{at}: expected a number, found end of input"));
            return (values, error);
        }
        if wanted == Some(values.len()) {
            return (values, None);
        }
        let start = i;
        while i < input.len() && !SPACES.contains(&input[i]) {
            i += 1;
        }
        let token = &input[start..i];
        let digits = token.iter().all(u8::is_ascii_digit);
        let value = std::str::from_utf8(token)
            .ok()
            .filter(|_| digits)
            .and_then(|t| t.parse().ok());
        match value {
            Some(v) => values.push(v),
            None => {
                let shown = Found::Token {
                    bytes: token[..token.len().min(Found::MAX_SHOWN)].to_vec(),
                    truncated: token.len() > Found::MAX_SHOWN,
                };
                let bound = if digits {
                    " (at most 18446744073709551615)"
                } else {
                    ""
                };
                return (
                    values,
                    Some(format!("{at}: expected a number{bound}, found {shown}")),
                );
            }
        }
    }
}

/// Reads numbers until the end (or `wanted` of them) with the scanner.
fn with_scanner(src: &mut dyn Read, wanted: Option<usize>) -> (Vec<u64>, Option<String>) {
    let mut scanner = Scanner::new(src);
    let mut values = Vec::new();
    loop {
        if wanted == Some(values.len()) {
            return (values, None);
        }
        if wanted.is_none() {
            match scanner.at_end() {
                Ok(true) => return (values, None),
                Ok(false) => {}
                Err(e) => return (values, Some(e.to_string())),
            }
        }
        match scanner.next_u64("a number") {
            Ok(v) => values.push(v),
            Err(e) => return (values, Some(e.to_string())),
        }
    }
}

/// The same through [`Numbers`].
fn with_numbers(src: &mut dyn Read, wanted: Option<usize>) -> (Vec<u64>, Option<String>) {
    let mut scanner = Scanner::new(src);
    let mut numbers = Numbers::new(&mut scanner);
    let mut values = Vec::new();
    loop {
        if wanted == Some(values.len()) {
            return (values, None);
        }
        if wanted.is_none() {
            match numbers.at_end() {
                Ok(true) => return (values, None),
                Ok(false) => {}
                Err(e) => return (values, Some(e.to_string())),
            }
        }
        match numbers.next_u64("a number") {
            Ok(v) => values.push(v),
            Err(e) => return (values, Some(e.to_string())),
        }
    }
}

type Reading = fn(&mut dyn Read, Option<usize>) -> (Vec<u64>, Option<String>);

/// Every reader with every way of reading, against the reference.
fn check(input: &[u8], wanted: Option<usize>, seed: u64) {
    let expected = reference(input, wanted);
    let readings: [(&str, Reading); 2] = [("scanner", with_scanner), ("numbers", with_numbers)];
    for (name, read) in readings {
        let mut plain = input;
        assert_eq!(
            read(&mut plain, wanted),
            expected,
            "{name}, plain reader, seed {seed}"
        );
        for max in [1, 7, 100, 5000] {
            let mut trickle = Trickle {
                bytes: input,
                rng: Rng::new(seed ^ max),
                max,
            };
            assert_eq!(
                read(&mut trickle, wanted),
                expected,
                "{name}, pieces of at most {max}, seed {seed}"
            );
        }
    }
}

#[test]
fn clean_inputs_of_every_number_length() {
    for seed in 1..=60u64 {
        let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let tokens = [0, 1, 3, 50, 2000, 40_000][seed as usize % 6];
        let input = input(&mut rng, tokens, 0);
        check(&input, None, seed);
    }
}

#[test]
fn bad_tokens_stop_with_the_reference_error() {
    for seed in 1..=200u64 {
        let mut rng = Rng::new(seed.wrapping_mul(0xD1B5_4A32_D192_ED03) | 1);
        let tokens = 1 + rng.below(3000) as usize;
        let rate = 1 + rng.below(20);
        let input = input(&mut rng, tokens, rate);
        check(&input, None, seed);
    }
}

#[test]
fn asking_past_the_end_reports_where_the_input_ends() {
    for seed in 1..=60u64 {
        let mut rng = Rng::new(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) | 1);
        let tokens = rng.below(500) as usize;
        let input = input(&mut rng, tokens, 0);
        let count = reference(&input, None).0.len();
        // Fewer than there are, exactly as many, and more.
        for wanted in [count / 2, count, count + 1 + rng.below(3) as usize] {
            check(&input, Some(wanted), seed);
        }
    }
}

#[test]
fn long_inputs_cross_many_refills() {
    let mut rng = Rng::new(0x5EED);
    let input = input(&mut rng, 400_000, 0);
    assert!(input.len() > 3 << 20, "several buffers long");
    assert_eq!(reference(&input, None), (reference(&input, None).0, None));
    assert_eq!(reference(&input, None).0.len(), 400_000);
    check(&input, None, 0x5EED);
    let mut bad = input.clone();
    let at = bad.len() * 3 / 4;
    let at = at + bad[at..].iter().position(|b| b.is_ascii_digit()).unwrap();
    bad[at] = b'x';
    check(&bad, None, 0x5EED + 1);
}
