//! Brute force against the solvers: for every problem, a search that plays
//! the game from its rules alone (see `search.rs`) decides small positions,
//! and the real problem solver must print the same answers for them, on all
//! small positions and on seeded random ones.
//!
//! One module per problem, named by its id.

#[path = "../common/calendar.rs"]
mod calendar;
#[path = "../common/chess.rs"]
mod chess;
#[path = "../common/hackenbush.rs"]
mod hackenbush;
#[path = "../common/hill.rs"]
mod hill;
#[path = "../common/northcott.rs"]
mod northcott;
mod search;
mod split_nim;
mod sums;

/// The description files' shape (`src/problems/*.toml`).
mod descriptions;

mod abc297g;
mod abc368f;
mod agc017d;
mod cf2004e;
mod cf768e;
mod cses1099;
mod cses1729;
mod cses1730;
mod edpck;
mod hackenbush_misere;
mod hdu1079;
mod hdu1404;
mod hdu1517;
mod hdu1524;
mod hdu1536;
mod hdu1564;
mod hdu1729;
mod hdu1730;
mod hdu1846;
mod hdu1847;
mod hdu1848;
mod hdu1849;
mod hdu1850;
mod hdu1851;
mod hdu1907;
mod hdu2147;
mod hdu2149;
mod hdu2176;
mod hdu2177;
mod hdu2188;
mod hdu2486;
mod hdu2509;
mod hdu2516;
mod hdu2873;
mod hdu3032;
mod hdu3094;
mod hdu3197;
mod hdu3389;
mod hdu3537;
mod hdu3980;
mod hdu4315;
mod hdu5795;
mod hdu5963;
mod lightoj1199;
mod lightoj1229;
mod lightoj1253;
mod lightoj1296;
mod lightoj1355;
mod move_graphs_and_boards;
mod per_heap;
mod poj1067;
mod poj1704;
mod poj1740;
mod poj2234;
mod poj2311;
mod poj2348;
mod poj2484;
mod poj2975;
mod poj3533;
mod poj3710;
mod recount;
mod recount_counts;
mod recount_move_graph;
mod recount_positions;
mod recount_second;
mod recount_strips;
mod recount_trees;
mod runs;
mod typical90ae;
mod uva10404;
mod uva10561;
mod uva11249;
mod uva11859;

/// The solver's whole output for `input`, through the same path as the binary.
pub fn answer(problem: &str, input: &str) -> String {
    let problem = grundy::registry::entry(problem).expect("problem is registered");
    let mut out = Vec::new();
    grundy::solve(problem, &mut input.as_bytes(), &mut out)
        .unwrap_or_else(|e| panic!("{}: {e}\ninput:\n{input}", problem.id));
    String::from_utf8(out).expect("answers are text")
}

/// Compares the solver's output with the expected lines, naming the first
/// case that differs.
pub fn assert_lines(problem: &str, input: &str, expected: &[String]) {
    let got = answer(problem, input);
    let got: Vec<&str> = got.lines().collect();
    for (i, (g, e)) in got.iter().zip(expected).enumerate() {
        assert_eq!(
            g,
            e,
            "{problem}: answer line {} differs; input:\n{input}",
            i + 1
        );
    }
    assert_eq!(
        got.len(),
        expected.len(),
        "{problem}: wrong number of answer lines"
    );
}

/// Numbers separated by single spaces, as a judge input line holds them.
pub fn words(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every registered problem, coded or described, has its search from the
/// rules here: a file `tests/rules/<id>.rs` declared as a module above. A
/// problem added without one is this test failing, not a gap nobody sees.
#[test]
fn every_problem_has_a_search_from_its_rules() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/rules");
    let declared = include_str!("main.rs");
    let mut missing = Vec::new();
    // The registry's own rows come first; a fixture another test of this
    // process loaded (`described`) comes after them, and is no problem.
    let rows = grundy::registry::PROBLEMS.len() + grundy::registry::DESCRIBED.len();
    let all = grundy::registry::all();
    for p in all.iter().take(rows) {
        let file = dir.join(format!("{}.rs", p.id));
        if !file.is_file() || !declared.contains(&format!("\nmod {};\n", p.id)) {
            missing.push(p.id);
        }
    }
    assert!(
        missing.is_empty(),
        "problems without tests/rules/<id>.rs (a search from the rules, declared in tests/rules/main.rs): {missing:?}"
    );
    // Every shipped description became a row (none dropped for not reading).
    let shipped: Vec<&str> = all[grundy::registry::PROBLEMS.len()..]
        .iter()
        .take(grundy::registry::DESCRIBED.len())
        .map(|p| p.id)
        .collect();
    let described: Vec<&str> = grundy::registry::DESCRIBED
        .iter()
        .map(|d| {
            grundy::describe::parse(d.0)
                .expect("a shipped description")
                .id
        })
        .collect();
    assert_eq!(shipped, described, "rows checked");
}

/// A description file of the tests (`tests/data/descriptions/NAME.toml`),
/// loaded once a process.
fn fixture_entry(name: &str) -> &'static grundy::registry::Entry {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/descriptions")
        .join(format!("{name}.toml"));
    grundy::registry::load(&path.to_string_lossy()).expect("the fixture reads")
}

/// The whole output of a description file (a test fixture) for `input`.
pub fn described(name: &str, input: &str) -> String {
    let mut out = Vec::new();
    grundy::solve(fixture_entry(name), &mut input.as_bytes(), &mut out)
        .unwrap_or_else(|e| panic!("{name}: {e}\ninput:\n{input}"));
    String::from_utf8(out).expect("text")
}

/// A description file's refusal of `input`: what it printed before (every
/// case before the refused one) and the error.
pub fn refused(name: &str, input: &str) -> (String, String) {
    let mut out = Vec::new();
    let err =
        grundy::solve(fixture_entry(name), &mut input.as_bytes(), &mut out).expect_err("refused");
    (String::from_utf8(out).expect("text"), err.to_string())
}
