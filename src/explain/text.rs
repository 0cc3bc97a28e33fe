//! The text form of an explanation: a few indented lines per position, for
//! a person reading along with a tutorial.

use crate::explain::{Account, Component, Move, Moves};
use std::fmt::Write;

/// One account as text; every account after the first opens with a blank
/// line. `all` says `--all` was given, so it is not offered for more moves.
pub fn render(account: &Account, first: bool, all: bool) -> String {
    let mut s = String::new();
    if !first {
        s.push('\n');
    }
    let _ = write!(s, "case {}", account.case);
    if let Some((name, index)) = account.part {
        let _ = write!(s, ", {name} {index}");
    }
    let _ = writeln!(s, ": {}", account.position);
    let _ = writeln!(s, "  game: {}", account.game);
    for c in &account.components {
        component(&mut s, c);
    }
    if account.combine.nim_sum {
        let values: Vec<u64> = account.components.iter().filter_map(|c| c.grundy).collect();
        xor_table(&mut s, &values);
    }
    for line in &account.combine.rule {
        let _ = writeln!(s, "  {line}");
    }
    let v = &account.verdict;
    let _ = writeln!(s, "  answer: {} ({})", v.words, v.meaning);
    moves(&mut s, &account.moves, all);
    s
}

fn component(s: &mut String, c: &Component) {
    let _ = write!(s, "  {}", c.name);
    if let Some(g) = c.grundy {
        let _ = write!(s, ": g = {g}");
    }
    if !c.reason.is_empty() {
        let _ = write!(s, " ({})", c.reason);
    }
    s.push('\n');
}

/// The Grundy values in decimal and binary, one per line, and their XOR
/// under them: the column table of the tutorials.
pub fn xor_table(s: &mut String, values: &[u64]) {
    let x = values.iter().fold(0, |x, v| x ^ v);
    let bits = values
        .iter()
        .map(|v| 64 - v.leading_zeros() as usize)
        .max()
        .unwrap_or(0)
        .max(1);
    let width = values
        .iter()
        .map(|v| v.to_string().len())
        .max()
        .unwrap_or(0)
        .max(3);
    let _ = writeln!(s, "  nim-sum:");
    for v in values {
        let _ = writeln!(s, "    {v:>width$}  {v:0bits$b}");
    }
    let _ = writeln!(s, "    {:>width$}  {x:0bits$b} = {x}", "XOR");
}

fn moves(s: &mut String, m: &Moves, all: bool) {
    if m.count == 0 {
        match &m.example {
            None => s.push_str("  no winning move: there is no move at all\n"),
            Some(e) => {
                s.push_str(
                    "  no winning move: every move leaves a winning position, for example\n",
                );
                let _ = writeln!(s, "    {}", one(&e.first));
                match &e.reply {
                    Some(reply) => {
                        let _ = writeln!(s, "    answered by {}", one(reply));
                    }
                    None => s.push_str("    which ends the game, and loses it\n"),
                }
            }
        }
        return;
    }
    let plural = if m.count == 1 { "" } else { "s" };
    if m.listed.len() as u128 == m.count {
        let _ = writeln!(s, "  {} winning move{plural}:", m.count);
    } else if all {
        let _ = writeln!(
            s,
            "  {} winning move{plural}, the first {} (the most --all lists):",
            m.count,
            m.listed.len()
        );
    } else {
        let _ = writeln!(
            s,
            "  {} winning move{plural}, the first {} (--all lists more):",
            m.count,
            m.listed.len()
        );
    }
    for mv in &m.listed {
        let _ = writeln!(s, "    {}", one(mv));
    }
}

/// `take 2 from pile 1: 3 4 5 -> 1 4 5`.
pub fn one(m: &Move) -> String {
    format!("{}: {} -> {}", m.text, m.before, m.after)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xor_table_lines_up_decimal_and_binary_columns() {
        let mut s = String::new();
        xor_table(&mut s, &[3, 4, 5]);
        assert_eq!(
            s,
            "  nim-sum:\n      3  011\n      4  100\n      5  101\n    XOR  010 = 2\n"
        );
        let mut s = String::new();
        xor_table(&mut s, &[0]);
        assert_eq!(s, "  nim-sum:\n      0  0\n    XOR  0 = 0\n");
    }

    #[test]
    fn a_huge_value_keeps_all_64_bits() {
        let mut s = String::new();
        xor_table(&mut s, &[u64::MAX, 1]);
        let ones = "1".repeat(64);
        assert!(
            s.contains(&format!("18446744073709551615  {ones}\n")),
            "{s}"
        );
        assert!(s.ends_with(&format!("{}0 = 18446744073709551614\n", "1".repeat(63))));
    }
}
