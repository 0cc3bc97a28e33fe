//! Green Hackenbush from the rules, shared by the solvers' and the
//! explanations' tests (hdu3094, poj3710): a picture is a list of edges
//! (loops and parallel edges allowed) with its root at vertex 1; a position
//! is the set of edges still standing, as a bit mask. A move cuts one edge,
//! then every edge no longer connected to the root falls.

/// The edges of `mask` still connected to vertex 1.
pub fn attached(edges: &[(u64, u64)], mask: u64) -> u64 {
    let mut reached = vec![1u64];
    let mut kept = 0u64;
    loop {
        let before = kept;
        for (e, &(a, b)) in edges.iter().enumerate() {
            let standing = mask >> e & 1 == 1 && kept >> e & 1 == 0;
            if standing && (reached.contains(&a) || reached.contains(&b)) {
                kept |= 1 << e;
                for v in [a, b] {
                    if !reached.contains(&v) {
                        reached.push(v);
                    }
                }
            }
        }
        if kept == before {
            return kept;
        }
    }
}

/// Every position one cut reaches.
pub fn cuts(edges: &[(u64, u64)], mask: u64) -> Vec<u64> {
    (0..edges.len())
        .filter(|e| mask >> e & 1 == 1)
        .map(|e| attached(edges, mask & !(1 << e)))
        .collect()
}

/// All edges of a picture, as a mask.
pub fn all(edges: &[(u64, u64)]) -> u64 {
    attached(edges, (1u64 << edges.len()) - 1)
}
