//! AtCoder AGC 017 D Game on Tree: hdu3094's game, one tree a file. A
//! move removes an edge, and with it the part no longer joined to vertex 1;
//! whoever has no edge to remove loses. Alice moves first. `N`, then N - 1
//! edges `x y`; `Alice` when the first player wins, else `Bob`.
//!
//! Green Hackenbush on a tree rooted at 1 ([`crate::games::hackenbush`]):
//! `g(v) = XOR of (g(c) + 1)` over the children; Alice wins when
//! `g(1) != 0`. The tree is read and checked by hdu3094's reader
//! ([`read_tree`]: vertices in 1..=N, no edge closing a cycle); several
//! trees one after another are answered one line each, and N = 1 (below
//! the official 2) is a tree with no edge: `Bob`.

use crate::error::Error;
use crate::games::hackenbush::Graph;
use crate::games::Outcome;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::hdu3094::read_tree;
use crate::problems::until_end;
use crate::scanner::Scanner;

/// The judge's words: Alice (first to move) wins, or Bob does.
const WORDS: [&str; 2] = ["Alice", "Bob"];

pub const PROBLEM: Problem = Problem {
    id: "agc017d",
    aliases: &["game-on-tree"],
    title: "Game on Tree",
    url: "https://atcoder.jp/contests/agc017/tasks/agc017_d",
    game: "Green Hackenbush on a tree rooted at 1: remove an edge, what leaves vertex 1 goes; last mover wins",
    output: "Alice / Bob",
    run,
};

pub fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut tree = Graph::new();
    until_end(input, out, |input, out| {
        read_tree(input, &mut tree, "x")?;
        out.line(Outcome::of_grundy(tree.value(1)).pick(WORDS[0], WORDS[1]));
        Ok(())
    })
}

/// The judge data: `N` (2..=100000), then N - 1 lines `x y` (1..=N). One
/// tree a file; grundy answers every tree until the input ends.
#[cfg(feature = "tools")]
pub mod tools {
    use crate::format::{int, int_in, Blanks, Cases, Element, Expr, Format};
    use crate::problem::Tools;
    use crate::testdata::{rooted_trees, Case, Rng, Scale};

    pub const TOOLS: Tools = Tools {
        own_rule: Some("vertices in 1..=N, the edges form a tree"),
        ..crate::tools!(generate, crate::testdata::rows_uncounted)
    };

    /// The judge's input, as its statement gives it. That the edges form a
    /// tree is the solver's check.
    pub const FORMAT: Format = Format {
        cases: Cases::One,
        case: &[
            Element::Line(&[int("N", "a vertex count N", 2, 100_000)]),
            Element::Repeat {
                count: Expr::Minus("N", 1),
                body: &[Element::Line(&[
                    int_in("x", "an edge's vertex x", Expr::Lit(1), Expr::Var("N")),
                    int_in("y", "an edge's vertex y", Expr::Lit(1), Expr::Var("N")),
                ])],
            },
        ],
        blanks: Blanks::None,
    };

    /// One tree a case, with hdu3094's traps and sizes ([`rooted_trees`]).
    fn generate(rng: &mut Rng, scale: Scale, count: usize) -> Vec<Case> {
        rooted_trees(rng, scale, count, (2, 100_000))
    }
}

#[cfg(feature = "tools")]
pub mod explain {
    //! `grundy explain agc017d`: hdu3094's account of a tree, the branches
    //! at vertex 1 by the colon principle and every winning removal with
    //! the tree it leaves.

    /// What explain knows about this problem: its hook and moves, and a
    /// position as words, `grundy explain agc017d 1 2 2 3 2 4 4 5`: the
    /// edges `x y` in pairs (`N` is put in front).
    pub const ROW: crate::explain::Row = crate::row!(
        |input, out, accounts| {
            let (mut case, mut tree) = (0, Graph::new());
            until_end(input, out, |input, out| {
                read_tree(input, &mut tree, "x")?;
                case += 1;
                accounts.add(out, tree_account(case, &tree, accounts, WORDS));
                Ok(())
            })
        },
        words: built(
            "x y...",
            "1 2 2 3 2 4 4 5",
            |w| {
                let n = crate::explain::words::pair_count(w, 0) + 1;
                crate::explain::words::Built::new()
                    .raw(&format!("{n}\n"))
                    .pairs(w, 0)
            }
        ),
        play: PLAY,
        restated: Anew,
    );

    use super::{read_tree, until_end, WORDS};
    use crate::explain::hackenbush::{tree_account, TREE_PLAY as PLAY};
    use crate::games::hackenbush::Graph;
}
