//! HDU 5963 朋友: the path-flip game on a 0/1-weighted tree, with updates.
//! `T`, then per case `n m`, n - 1 edges `x y z`, and m operations: `0 x`
//! asks who wins with root x (girls move first), `1 x y z` sets the weight of
//! the edge x-y to z. One line per query: `Girls win!` or `Boys win!`.
//!
//! Theory in [`crate::games::path_flip`]: the player to move wins exactly when
//! an odd number of weight-1 edges meet at the root (the number of moves of
//! the whole game has that parity). Each query and update is O(1) expected.
//!
//! Checked beyond the statement: node numbers lie in 1..=n (the statement's
//! `1<x<n` for edges is a typo), weights are 0 or 1, the n - 1 edges form a
//! tree (an edge that would close a cycle, a repeated edge or a loop is
//! refused at its second node; n - 1 edges with no cycle on n nodes are then
//! connected), and an update names an edge of the tree (either order). An
//! update may set an edge to its current weight. Any T and any n >= 1 are
//! accepted; memory follows the edges read, not n.

use crate::error::Error;
use crate::games::path_flip::FlipTree;
use crate::output::Out;
use crate::problem::Problem;
use crate::problems::counted;
use crate::scanner::Scanner;

pub const PROBLEM: Problem = Problem {
    id: "hdu5963",
    aliases: &["path-flip"],
    title: "朋友",
    url: "http://acm.hdu.edu.cn/showproblem.php?pid=5963",
    game: "0/1-weighted tree: pick a node whose parent edge is 1, flip its path to the root; last mover wins",
    input: "T, then per case `n m`, n-1 edges `x y z`, m operations `0 x` / `1 x y z`",
    output: "Girls win! / Boys win! per query",
    run,
};

const WEIGHT: &str = "an edge weight 0 or 1";

fn run(input: &mut Scanner<'_>, out: &mut Out<'_>) -> Result<(), Error> {
    let mut tree = FlipTree::new();
    counted(input, out, "a test case count", |input, out| {
        let n = input.next_u64_where("a node count n of at least 1", |n| n >= 1)?;
        let operations = input.next_u64("an operation count m")?;
        let node = format!("a node number from 1 to {n}");
        let other_end = format!(
            "a node number from 1 to {n} not yet connected to x (the edges must form a tree)"
        );
        let in_range = |v: u64| (1..=n).contains(&v);
        tree.clear();
        for _ in 1..n {
            let x = input.next_u64_where(&node, in_range)?;
            let y = input.next_u64_where(&other_end, |y| in_range(y) && tree.can_join(x, y))?;
            let z = input.next_u64_where(WEIGHT, |z| z <= 1)?;
            tree.add_edge(x, y, z == 1);
        }
        for _ in 0..operations {
            let kind = input.next_u64_where("an operation 0 (query) or 1 (update)", |k| k <= 1)?;
            let x = input.next_u64_where(&node, in_range)?;
            if kind == 0 {
                out.line(tree.outcome(x).pick("Girls win!", "Boys win!"));
            } else {
                let mut edge = None;
                input.next_u64_where("a node joined to x by an edge of the tree", |y| {
                    edge = tree.edge(x, y);
                    edge.is_some()
                })?;
                let z = input.next_u64_where(WEIGHT, |z| z <= 1)?;
                if let Some(edge) = edge {
                    tree.set_weight(edge, z == 1);
                }
            }
        }
        Ok(())
    })
}
