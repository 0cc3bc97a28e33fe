//! `game = "coins"`: coin turning on a line, a board or a box (POJ 3533),
//! valued by nim multiplication ([`crate::games::nim_product`]).
//!
//! `coins = "x y z"` names a coin's coordinates (one name a dimension; the
//! i-th values of the names are the i-th coin). A move picks a heads coin
//! and, on every axis, a smaller coordinate, and turns the corners of the
//! box they span (2^d coins, the heads coin among them). On one axis alone
//! this is "turn the coin at x and one coin at x' < x": a coin at x is a
//! Nim heap of x - origin. By the product theorem a coin is worth the nim
//! product of its axes' values, and a position the nim-sum of its coins (a
//! coin listed twice is turned twice: it cancels).

use super::toml::{Table, Value};
use super::{string, DescribeError};
use crate::games::nim_product::nim_product;

/// The keys this family reads from `[game]`.
pub const KEYS: &[&str] = &["coins", "origin"];

/// A coin-turning description.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coins {
    /// The name of each coordinate, one per dimension.
    pub axes: Vec<&'static str>,
    /// The smallest coordinate of every axis.
    pub origin: u64,
}

impl Coins {
    /// The game in words (`show`, `list`).
    pub fn line(&self) -> String {
        format!(
            "coin turning in {} dimension{} (coins at {}, from {}): turn a heads coin and the other corners of a box it is the far corner of",
            self.axes.len(),
            if self.axes.len() == 1 { "" } else { "s" },
            self.axes.join(" "),
            self.origin
        )
    }

    /// How the answers are known.
    pub fn evidence(&self) -> String {
        "proved: the coin-turning product theorem (Lenstra; Winning Ways, ch. 14): each axis alone is Nim on x - origin, a coin is worth the nim product of its axes' values and a position the nim-sum of its coins; nim products exact in the field of 2^64 nimbers".to_string()
    }
}

/// Reads the family's keys from `[game]`.
pub fn parse(
    table: &Table,
    at: &Value,
    known: &dyn Fn(&Value, &str) -> Result<&'static str, DescribeError>,
) -> Result<Coins, DescribeError> {
    let Some(v) = table.get("coins") else {
        return Err(DescribeError::at(
            at,
            "game = \"coins\" needs coins = \"x y\", the names of a coin's coordinates",
        ));
    };
    let axes = string(v)?
        .split_whitespace()
        .map(|n| known(v, n))
        .collect::<Result<Vec<_>, _>>()?;
    if axes.is_empty() {
        return Err(DescribeError::at(v, "coins names at least one coordinate"));
    }
    let origin = match table.get("origin") {
        None => 0,
        Some(o) => {
            let text = string(o)?;
            super::layout::number(&text).ok_or_else(|| {
                DescribeError::at(
                    o,
                    format!("expected the smallest coordinate, found \"{text}\""),
                )
            })?
        }
    };
    Ok(Coins { axes, origin })
}

/// Whether the first player wins the case whose values `all` gives by
/// name, in reading order.
pub fn first_wins(coins: &Coins, all: &dyn Fn(&str) -> Vec<u64>) -> Result<bool, String> {
    let axes: Vec<Vec<u64>> = coins.axes.iter().map(|a| all(a)).collect();
    let count = axes[0].len();
    if let Some((name, other)) = coins.axes.iter().zip(&axes).find(|(_, a)| a.len() != count) {
        return Err(format!(
            "{} coordinates {} but {} coordinates {name}",
            count,
            coins.axes[0],
            other.len()
        ));
    }
    let mut x = 0;
    for i in 0..count {
        let mut values = Vec::with_capacity(axes.len());
        for (name, axis) in coins.axes.iter().zip(&axes) {
            let c = axis[i];
            let Some(v) = c.checked_sub(coins.origin) else {
                return Err(format!(
                    "coin {} has {name} = {c}, below the origin {}",
                    i + 1,
                    coins.origin
                ));
            };
            values.push(v);
        }
        x ^= nim_product(values);
    }
    Ok(x != 0)
}
