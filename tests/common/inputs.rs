//! Seeded judge inputs for the differential tests: a problem's generator
//! output, whole or damaged, so every fast reader (the scanner path, the
//! two-thread path, the emitted files) meets the same bytes.

use grundy::registry::Entry;
use grundy::testdata::{Rng, Scale};

/// A generated input: tiny or judge-size by seed.
pub fn generated(entry: &Entry, seed: u64) -> Vec<u8> {
    let scale = if seed % 2 == 0 {
        Scale::Tiny
    } else {
        Scale::Judge
    };
    let mut text = Vec::new();
    grundy::commands::generate::stream(entry.tools, seed, scale, 1 + seed % 4, &mut text).unwrap();
    text
}

/// One to three random edits of a valid input: a byte changed or dropped,
/// a token put in, the input cut short.
pub fn damage(rng: &mut Rng, mut input: Vec<u8>) -> Vec<u8> {
    for _ in 0..rng.range(1, 3) {
        let at = rng.range(0, input.len() as u64) as usize;
        match rng.range(0, 4) {
            0 if at < input.len() => input[at] = rng.pick(b"x-09 \n\t."),
            1 if at < input.len() => {
                input.remove(at);
            }
            2 => {
                let token: &[u8] = rng.pick(&[&b" 7"[..], b"\n0", b" 18446744073709551616"]);
                input.splice(at..at, token.iter().copied());
            }
            _ => input.truncate(at),
        }
    }
    input
}
