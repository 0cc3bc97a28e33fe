//! A Chess Game (hdu1524) from the rules, shared by the solver's and the
//! explanation's tests: chessmen on the nodes of a directed graph given by
//! out-lists; a move slides one chessman along an edge (each entry of a
//! list is one move); whoever cannot move loses.

/// Every position one move reaches, a position being the chessmen's nodes
/// in a fixed order.
pub fn slides(lists: &[Vec<usize>], chessmen: &[usize]) -> Vec<Vec<usize>> {
    let mut next = Vec::new();
    for (i, &p) in chessmen.iter().enumerate() {
        for &w in &lists[p] {
            let mut moved = chessmen.to_vec();
            moved[i] = w;
            next.push(moved);
        }
    }
    next
}

/// The judge's text of one graph (its `N` and N lists), without queries.
pub fn graph_text(lists: &[Vec<usize>]) -> String {
    let mut text = format!("{}\n", lists.len());
    for list in lists {
        text += &list.len().to_string();
        for t in list {
            text += &format!(" {t}");
        }
        text.push('\n');
    }
    text
}
