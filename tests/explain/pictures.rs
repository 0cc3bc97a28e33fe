//! The pictures: well-formed always, rendered by `rsvg-convert` when it is
//! installed, marking every winning move their account counts, and the
//! docs' pictures what their commands draw.

use crate::check::{call, rows, sample, words};
use crate::common;
use crate::tools;
use grundy::explain::words::account_of;
use grundy::explain::{accounts, pictures, ALL, SHOWN};
use std::path::PathBuf;

/// Checks an SVG document is well-formed XML: one root, tags nested and
/// closed, attributes quoted, entities known.
fn well_formed(svg: &str) -> Result<(), String> {
    let body = svg
        .strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .ok_or("no XML declaration")?;
    let mut open: Vec<String> = Vec::new();
    let mut rest = body;
    let mut roots = 0;
    while let Some(lt) = rest.find('<') {
        text_ok(&rest[..lt])?;
        let gt = rest[lt..].find('>').ok_or("an unclosed tag")? + lt;
        let tag = &rest[lt + 1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            let top = open.pop().ok_or(format!("</{name}> closes nothing"))?;
            if top != name.trim() {
                return Err(format!("</{name}> closes <{top}>"));
            }
            continue;
        }
        let closed = tag.ends_with('/');
        let tag = tag.trim_end_matches('/');
        let name: String = tag
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
            .collect();
        if name.is_empty() {
            return Err(format!("a bad tag <{tag}>"));
        }
        let mut attrs = &tag[name.len()..];
        while !attrs.trim().is_empty() {
            let eq = attrs
                .find("=\"")
                .ok_or(format!("an unquoted attribute in <{tag}>"))?;
            let end = attrs[eq + 2..].find('"').ok_or("an open quote")? + eq + 2;
            text_ok(&attrs[eq + 2..end])?;
            attrs = &attrs[end + 1..];
        }
        if open.is_empty() {
            roots += 1;
        }
        if !closed {
            open.push(name);
        }
    }
    text_ok(rest)?;
    match (open.is_empty(), roots) {
        (true, 1) => Ok(()),
        (false, _) => Err(format!("unclosed: {open:?}")),
        (_, n) => Err(format!("{n} roots")),
    }
}

fn text_ok(text: &str) -> Result<(), String> {
    if text.contains('<') {
        return Err("a stray <".into());
    }
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..text[i..].find(';').map_or(text.len(), |e| i + e + 1)];
        if !["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(&entity) {
            return Err(format!("an unknown entity {entity}"));
        }
    }
    Ok(())
}

/// `rsvg-convert`, if installed (Debian package librsvg2-bin).
fn renderer() -> Option<PathBuf> {
    let found = std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|d| PathBuf::from(d).join("rsvg-convert"))
        .find(|p| p.is_file());
    if found.is_none() {
        tools::missing(
            &tools::RSVG,
            "pictures: rendering (they are checked as well-formed XML only)",
        );
    }
    found
}

/// Renders `svg` to a PNG with `rsvg-convert`: it must succeed and make a
/// picture of some size.
fn render(tool: &PathBuf, name: &str, svg: &str) {
    let dir = std::env::temp_dir().join(format!("grundy-teach-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (src, png) = (
        dir.join(format!("{name}.svg")),
        dir.join(format!("{name}.png")),
    );
    std::fs::write(&src, svg).unwrap();
    let done = std::process::Command::new(tool)
        .arg(&src)
        .arg("-o")
        .arg(&png)
        .output()
        .unwrap();
    assert!(
        done.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&done.stderr)
    );
    assert!(
        std::fs::metadata(&png).unwrap().len() > 1000,
        "{name}: an empty picture"
    );
}

/// Every picture of every drawn problem's sample positions, and of large
/// positions (drawn in part, or to scale), is well-formed and renders.
#[test]
fn pictures_are_well_formed_and_render() {
    let tool = renderer();
    let large: &[(&str, &str)] = &[
        ("poj1067", "1000000 1618034"),
        ("poj1067", "18446744073709551615 3"),
        ("hdu2177", "40 41"),
        ("hdu2147", "1000 999"),
        ("hdu2147", "1 1"),
        ("uva10561", &"..X.".repeat(150)),
        ("poj2234", &"18446744073709551615 ".repeat(40)),
        ("poj2234", "0"),
    ];
    let mut drawn = 0;
    for (p, row) in rows().filter(|(_, r)| r.picture.is_some()) {
        let (mut all, _) = accounts(p, &sample(p.id), SHOWN);
        for &(_, w) in large.iter().filter(|l| l.0 == p.id) {
            all.push(account_of(p, row, &words(w), SHOWN).unwrap());
        }
        for (i, a) in all.iter().enumerate().take(6) {
            let svg = (row.picture.unwrap())(a);
            well_formed(&svg).unwrap_or_else(|e| panic!("{} {}: {e}", p.id, a.position));
            if let Some(tool) = &tool {
                render(tool, &format!("{}-{i}", p.id), &svg);
            }
            drawn += 1;
        }
    }
    assert!(drawn > 40);
    let (status, _, err) = call(
        &["explain", "hdu1079", "2001", "11", "3", "--svg", "x.svg"],
        b"",
    );
    assert_eq!(status, 2);
    assert!(err.contains("has no picture"), "{err}");
}

/// The value of attribute `name` in the element `tag`.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = tag[start..].find('"')? + start;
    Some(&tag[start..end])
}

/// The picture's own marks of winning moves, against the account's list
/// of all its winning moves: Treblecross's green cells, Wythoff's and
/// kiki's green arrows, the green components of a sum. And no text runs
/// past the canvas (about 0.55 em a character, a low estimate).
fn marks_agree(id: &str, a: &grundy::explain::Account, svg: &str) {
    const WINNING: &str = "#1a9e4b";
    let width: f64 = attr(&svg[svg.find("<svg").unwrap()..], "width")
        .unwrap()
        .parse()
        .unwrap();
    let lines: Vec<&str> = svg.lines().collect();
    for line in lines.iter().filter(|l| l.starts_with("<text")) {
        let x: f64 = attr(line, "x").unwrap().parse().unwrap();
        let size: f64 = attr(line, "font-size").unwrap().parse().unwrap();
        let body = &line[line.find('>').unwrap() + 1..line.rfind("</text>").unwrap()];
        let chars = body
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&")
            .chars()
            .count();
        let w = 0.55 * size * chars as f64;
        let right = match attr(line, "text-anchor") {
            Some("middle") => x + w / 2.0,
            Some("end") => x,
            _ => x + w,
        };
        assert!(
            right <= width,
            "{id} {}: text past the edge ({right:.0} > {width}): {body}",
            a.position
        );
    }
    let count = a.moves.count as usize;
    assert_eq!(a.moves.listed.len(), count, "{id}: not all listed");
    let green = |tag: &str| {
        lines
            .iter()
            .filter(|l| l.starts_with(tag) && attr(l, "fill") == Some(WINNING))
            .count()
    };
    let what = a.position.clone();
    if svg.contains("a winning cell") {
        // Treblecross: a green circle on every winning cell shown.
        let cells: Vec<u64> = lines
            .iter()
            .filter(|l| l.starts_with("<circle") && attr(l, "fill") == Some(WINNING))
            .map(|l| {
                let (x, y): (f64, f64) = (
                    attr(l, "cx").unwrap().parse().unwrap(),
                    attr(l, "cy").unwrap().parse().unwrap(),
                );
                ((y - 70.0) / 44.0).round() as u64 * 40 + ((x - 30.0) / 22.0).round() as u64 + 1
            })
            .collect();
        let mut want: Vec<u64> = a
            .moves
            .listed
            .iter()
            .filter_map(|m| m.step.amount)
            .filter(|&c| c <= 400)
            .collect();
        want.sort_unstable();
        assert_eq!(
            cells, want,
            "{id} {what}: marked cells against the winning moves"
        );
    } else if svg.contains("Grundy value") {
        // A sum: the components some winning move plays in, in green.
        let mut parts: Vec<u64> = a
            .moves
            .listed
            .iter()
            .filter_map(|m| m.step.component)
            .filter(|&c| c <= 24)
            .collect();
        parts.dedup();
        parts.sort_unstable();
        parts.dedup();
        let summary = usize::from(count > 0);
        assert_eq!(
            green("<text") - summary,
            parts.len(),
            "{id} {what}: green components"
        );
    } else {
        // A board: one green arrow per winning move.
        assert_eq!(green("<polygon"), count, "{id} {what}: green arrows");
    }
}

/// Every picture marks every winning move its account counts (not only
/// the first few the text lists), and holds its text within its width:
/// the samples of every drawn problem, and the README's positions.
#[test]
fn pictures_mark_every_winning_move_and_hold_their_text() {
    let more: &[(&str, &str)] = &[
        ("uva10561", "..X.......X........"),
        (
            "uva10561",
            "........................................................",
        ),
        ("uva10561", &".".repeat(430)),
        ("hdu1730", "6 4 5 1 3 1 2"),
        ("hdu1730", "100 1 100 2 99 3 98 4 97"),
        ("hdu2147", "100 100"),
        ("hdu2147", "8 9"),
        ("poj1067", "6 9"),
        ("poj2234", "3 4 5"),
        ("poj2234", &"7 ".repeat(30)),
    ];
    let mut checked = 0;
    for (p, row) in rows().filter(|(_, r)| r.picture.is_some()) {
        let (mut all, _) = accounts(p, &sample(p.id), ALL);
        for &(_, w) in more.iter().filter(|l| l.0 == p.id) {
            all.push(account_of(p, row, &words(w), ALL).unwrap());
        }
        for a in all.iter().take(8) {
            marks_agree(p.id, a, &(row.picture.unwrap())(a));
            checked += 1;
        }
    }
    assert!(checked > 60, "{checked}");
    // The binary draws what the library does: all nine cells of the README.
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("treblecross-readme.svg");
    let (status, _, _) = call(
        &[
            "explain",
            "treblecross",
            "..X.......X........",
            "--svg",
            file.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(status, 0);
    let svg = std::fs::read_to_string(&file).unwrap();
    let cells = svg
        .lines()
        .filter(|l| l.starts_with("<circle") && l.contains(r##"fill="#1a9e4b""##))
        .count();
    assert_eq!(cells, 9, "the nine winning cells the text counts");
}

/// The pictures in `docs/pictures/` are what the commands docs/explain.md
/// gives for them draw, byte for byte.
#[test]
fn the_pictures_in_the_docs_are_what_their_commands_draw() {
    let docs = common::samples_dir().join("../docs/pictures");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    for (command, file) in [
        ("explain nim 3 4 5", "nim-3-4-5.svg"),
        ("explain wythoff 6 9", "wythoff-6-9.svg"),
        ("explain kikis-game 8 9", "kiki-8-9.svg"),
        ("explain treblecross ..X.......X........", "treblecross.svg"),
        ("sg --subtract 2,5 --upto 48", "sg-subtract-2-5.svg"),
        ("sg grundy --max 1200", "sg-grundy.svg"),
    ] {
        let out = dir.join(file);
        let mut args: Vec<&str> = command.split(' ').collect();
        args.extend(["--svg", out.to_str().unwrap()]);
        let (status, _, err) = call(&args, b"");
        assert_eq!(status, 0, "{command}: {err}");
        let drawn = std::fs::read_to_string(&out).unwrap();
        let kept = std::fs::read_to_string(docs.join(file)).unwrap();
        assert!(
            drawn == kept,
            "docs/pictures/{file} is not what `grundy {command} --svg` draws"
        );
    }
    let page = std::fs::read_to_string(common::samples_dir().join("../docs/explain.md")).unwrap();
    assert!(page.contains("grundy sg grundy --max 1200 --svg"));
}

/// `grundy sg --svg` draws the sequence: well-formed, rendered.
#[test]
fn sequence_pictures_are_well_formed_and_render() {
    let tool = renderer();
    let dir = std::env::temp_dir().join(format!("grundy-sg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, rule) in [
        &["--subtract", "2,5"][..],
        &["0.16", "--max", "5000"],
        &["grundy", "--upto", "300"],
        &["4.07"],
    ]
    .iter()
    .enumerate()
    {
        let file = dir.join(format!("sg{i}.svg"));
        let mut args = vec!["sg"];
        args.extend_from_slice(rule);
        args.extend(["--svg", file.to_str().unwrap()]);
        let (status, _, err) = call(&args, b"");
        assert!(status == 0 || status == 4, "{rule:?}: {err}");
        let svg = std::fs::read_to_string(&file).unwrap();
        well_formed(&svg).unwrap_or_else(|e| panic!("{rule:?}: {e}"));
        assert!(svg.contains("<circle"), "{rule:?}: no values drawn");
        if let Some(tool) = &tool {
            render(tool, &format!("sg{i}"), &svg);
        }
    }
    let _ = pictures::escape("");
}

#[test]
fn the_checker_rejects_broken_xml() {
    let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    assert!(well_formed(&format!("{head}<svg><g></svg>")).is_err());
    assert!(well_formed(&format!("{head}<svg><text>a & b</text></svg>")).is_err());
    assert!(well_formed(&format!("{head}<svg x=1/>")).is_err());
    assert!(well_formed(&format!("{head}<svg/><svg/>")).is_err());
    assert!(well_formed(&format!("{head}<svg><text>a &amp; b</text></svg>")).is_ok());
}
