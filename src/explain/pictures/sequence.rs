//! A Grundy sequence, g(n) against n (`grundy sg --svg`): the preperiod,
//! the period and the rare values marked.

use super::{cut, Svg, FAINT, INK, LOSING, REPLY};
use crate::games::rules::known::Known;
use crate::games::sequence::GrundySequence;

/// Most values a sequence picture plots.
const POINTS: usize = 1200;

/// What a sequence picture marks.
pub struct Marks {
    /// The proven preperiod and period, if any.
    pub period: Option<(u64, u64)>,
    /// The mask that sorts values into rare and common, if the rule splits.
    pub rare_mask: Option<u16>,
    /// How many values are known in all.
    pub computed: usize,
}

/// g(n) against n: the preperiod shaded, one period bracketed and the
/// period's boundaries ticked, rare values in their own colour. At most
/// `POINTS` values are plotted (the picture says when there are more).
pub fn sequence(title: &str, values: &[u16], marks: &Marks) -> String {
    let shown = values.len().min(POINTS);
    let largest = values[..shown].iter().copied().max().unwrap_or(0).max(1) as f64;
    let (left, top, w, h) = (60.0, 60.0, 900.0, 360.0);
    let mut svg = Svg::new(left + w + 40.0, top + h + 110.0);
    svg.text((16.0, 26.0), 16.0, "start", INK, &cut(title, 100));
    let x = |n: f64| left + w * n / shown.max(1) as f64;
    let y = |g: f64| top + h - h * g / largest;
    svg.rect(left, top, w, h, "white", FAINT);
    // Grid lines and ticks: every value up to 16, else about 8 of them.
    let every = (largest as u64 / 8).max(1);
    let mut g = 0;
    while g as f64 <= largest {
        svg.line(
            (left, y(g as f64)),
            (left + w, y(g as f64)),
            "#f0f0f0",
            false,
        );
        svg.text(
            (left - 8.0, y(g as f64) + 4.0),
            11.0,
            "end",
            INK,
            &g.to_string(),
        );
        g += if largest <= 16.0 { 1 } else { every };
    }
    let across = ((shown as f64 / 10.0).max(1.0) as usize).next_power_of_two();
    let last_tick = shown - shown % across.max(1);
    for n in (0..=shown).step_by(across.max(1)) {
        if n == last_tick && n != shown && shown - n < across / 2 {
            continue;
        }
        svg.text(
            (x(n as f64), top + h + 16.0),
            11.0,
            "middle",
            INK,
            &n.to_string(),
        );
    }
    if shown % across.max(1) != 0 {
        let end = (x(shown as f64), top + h + 16.0);
        svg.text(end, 11.0, "middle", INK, &shown.to_string());
    }
    if let Some((e, p)) = marks.period {
        let end = e.saturating_add(p);
        if e > 0 {
            let edge = (e as usize).min(shown) as f64;
            svg.rect(left, top, x(edge) - left, h, "#00000010", "none");
            let label = if e as usize >= shown {
                format!("all preperiod: it ends at g({})", e - 1)
            } else {
                format!("preperiod g(0..{})", e - 1)
            };
            svg.text((left + 4.0, top + 14.0), 12.0, "start", INK, &label);
        }
        if (e as usize) < shown {
            let mut n = e;
            while p > 0 && (n as usize) <= shown {
                svg.line((x(n as f64), top), (x(n as f64), top + h), "#c9d6f2", true);
                n = n.saturating_add(p);
            }
            let stop = (end as usize).min(shown) as f64;
            svg.line(
                (x(e as f64), top - 8.0),
                (x(stop), top - 8.0),
                LOSING,
                false,
            );
            svg.text(
                (x(e as f64) + 4.0, top - 12.0),
                12.0,
                "start",
                LOSING,
                &format!("period {p}: g(n + {p}) = g(n) from n = {e}"),
            );
        }
    }
    let rare = |g: u16| {
        marks
            .rare_mask
            .is_some_and(|m| (g & m).count_ones() % 2 == 0)
    };
    let r = (w / shown.max(1) as f64 / 2.0).clamp(1.2, 4.0);
    for (n, &g) in values[..shown].iter().enumerate() {
        let color = if rare(g) && n > 0 { REPLY } else { INK };
        svg.circle((x(n as f64 + 0.5), y(f64::from(g))), r, color);
    }
    svg.text(
        (left + w / 2.0, top + h + 30.0),
        13.0,
        "middle",
        INK,
        "heap size n",
    );
    svg.text((20.0, top + h / 2.0), 13.0, "middle", INK, "g(n)");
    let mut legend = vec![(INK, "g(n)")];
    if marks.rare_mask.is_some() {
        legend.push((REPLY, "a rare value (few heaps have one)"));
    }
    svg.legend((left, top + h + 44.0), &legend);
    if marks.computed > shown {
        let note = format!(
            "zoomed: the first {shown} of the {} values computed",
            marks.computed
        );
        svg.text((left + 400.0, top + h + 56.0), 12.0, "start", INK, &note);
    }
    svg.finish()
}

/// The title of `grundy sg --svg`'s picture, whichever engine computed
/// the values: the rule and how its values are known, in the evidence's
/// kind ([`Known`]), with a proved period's preperiod and period.
pub fn title(rule: &str, known: &Known) -> String {
    let how = match known {
        Known::Proved(_) => "proved".to_string(),
        Known::Period(c) => format!("proved: preperiod {}, period {}", c.preperiod, c.len),
        Known::Formula { .. } => "formula verified".to_string(),
        Known::Verified { .. } => "shape verified".to_string(),
        Known::Table { .. } => "table only".to_string(),
    };
    format!("Grundy values of {rule} ({how})")
}

/// The picture of a computed sequence for `grundy sg --svg`: g(0..=upto),
/// or the preperiod and three periods (at least 64 values), or what is
/// computed.
pub fn grundy_sequence(seq: &GrundySequence, known: &Known, upto: Option<u64>) -> String {
    let c = seq.certificate();
    let wanted = match (upto, c) {
        (Some(n), _) => n.saturating_add(1),
        (None, Some(c)) => (c.preperiod + 3 * c.len).max(64),
        (None, None) => seq.computed() as u64,
    };
    let len = usize::try_from(wanted).unwrap_or(usize::MAX).min(POINTS);
    let values: Vec<u16> = (0..len as u64).map_while(|n| seq.value(n)).collect();
    let title = title(&seq.rule().words(), known);
    let marks = Marks {
        period: c.map(|c| (c.preperiod, c.len)),
        rare_mask: seq.rare_split().map(|(mask, _)| mask),
        computed: usize::try_from(wanted)
            .unwrap_or(usize::MAX)
            .max(values.len()),
    };
    sequence(&title, &values, &marks)
}
