//! `grundy play`: a game against perfect play, one line in, a few lines out.
//!
//! A [`Session`] holds the positions of one game as words (the words
//! `grundy explain ID WORDS` takes). Each turn it lists the legal moves from
//! the problem's [`Play`] row, matches the user's line against them (the move
//! as explain writes it, its numbers alone, or `to` and the position left),
//! and answers with the first winning move explain lists, or a random legal
//! move when there is none. `hint` is explain's text for the position. The
//! same session runs at a terminal and on piped moves (tests drive it
//! directly and compare with the binary's transcript).

use crate::explain::words::{account_of, later_of};
use crate::explain::{strings, text, Accounts, Format, Move, Play, Row, ALL};
use crate::registry::Entry;
use crate::testdata::Rng;
use std::fmt::Write;

/// The most legal moves a position may have to be played: a position of
/// three piles of a billion would list three billion.
pub const MOVES_LIMIT: usize = 100_000;

/// The most memory the moves of one position may take while a turn is
/// played (64 MiB). Each move holds the position it leaves, so a big
/// position allows fewer moves than [`MOVES_LIMIT`]: 20,000 piles of 2
/// would otherwise hold 40,000 copies of 20,000 piles (gigabytes).
pub const HELD_LIMIT: usize = 64 << 20;

/// How many moves of the position in `words` may be listed: as many as
/// [`HELD_LIMIT`] holds (a move costs about a word's 32 bytes per word of
/// the position left, and its text before and after), at most
/// [`MOVES_LIMIT`].
pub fn moves_limit(words: &[String]) -> usize {
    let bytes: usize = words.iter().map(|w| w.len() + 1).sum();
    let per_move = words.len() * 32 + 2 * bytes + 64;
    MOVES_LIMIT.min(HELD_LIMIT / per_move).max(1)
}

/// Why a position with more than `limit` moves is not played.
fn too_many(limit: usize) -> String {
    if limit == MOVES_LIMIT {
        format!("this position has more than {MOVES_LIMIT} moves; play a smaller one (explain takes any size)")
    } else {
        format!("this position has more than {limit} moves, too many to hold for a position this big; play a smaller one (explain takes any size)")
    }
}

/// One game.
pub struct Session {
    problem: &'static Entry,
    row: &'static Row,
    play: &'static Play,
    /// Positions where the user is to move, as words and as shown; the last
    /// is the current one.
    history: Vec<(Vec<String>, String)>,
    /// True once the game is over (until `undo` or `new`).
    over: bool,
    rng: Rng,
}

/// What a line did: go on, or stop (`quit`, or the end of the moves).
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    More,
    Quit,
}

/// A game being played at the prompt, whatever holds its positions (a
/// problem's words, or the heaps of a described case): what [`answer`]
/// needs to read every typed line the same way.
pub trait Prompted {
    /// One position, as the game keeps it.
    type Position;
    /// The winning moves from here, or why there are none.
    fn hint(&self) -> String;
    /// The user's move and the reply.
    fn turn(&mut self, typed: &str, s: &mut String);
    /// The position and the prompt.
    fn prompt(&self, s: &mut String);
    /// The positions played, the start first.
    fn played(&mut self) -> &mut Vec<Self::Position>;
    /// Whether the game is over (and its flag, which undo and new clear).
    fn over(&mut self) -> &mut bool;
}

/// Answers one typed line: `quit`, `hint`, `undo` and `new` for every
/// game, else a move.
pub fn answer<G: Prompted>(game: &mut G, line: &str) -> (String, Next) {
    let mut s = String::new();
    let typed = line.trim();
    match typed.to_lowercase().as_str() {
        "quit" | "q" | "exit" => return ("bye\n".to_string(), Next::Quit),
        "" => {}
        "hint" | "h" | "?" => s.push_str(&game.hint()),
        "undo" | "u" => {
            if game.played().len() > 1 {
                game.played().pop();
                *game.over() = false;
            } else {
                s.push_str("nothing to undo: this is the starting position\n");
            }
        }
        "new" | "n" => {
            game.played().truncate(1);
            *game.over() = false;
        }
        _ if *game.over() => s.push_str("the game is over: type undo, new or quit\n"),
        _ => game.turn(typed, &mut s),
    }
    if !*game.over() {
        game.prompt(&mut s);
    }
    (s, Next::More)
}

impl Prompted for Session {
    type Position = (Vec<String>, String);
    fn hint(&self) -> String {
        Session::hint(self)
    }
    fn turn(&mut self, typed: &str, s: &mut String) {
        Session::turn(self, typed, s)
    }
    fn prompt(&self, s: &mut String) {
        Session::prompt(self, s)
    }
    fn played(&mut self) -> &mut Vec<Self::Position> {
        &mut self.history
    }
    fn over(&mut self) -> &mut bool {
        &mut self.over
    }
}

impl Session {
    /// A game of `problem` from `words` (the problem's example when empty);
    /// `Err` says why it cannot be played.
    pub fn new(
        problem: &'static Entry,
        row: &'static Row,
        words: &[String],
        seed: u64,
    ) -> Result<Session, String> {
        let play = row.play.ok_or_else(|| match row.words {
            Err(why) => format!("it takes no position in words: {why}"),
            Ok(_) => format!("{}; explain takes its positions", row.why_no_play()),
        })?;
        let words = match (words, row.words) {
            ([], Ok(spec)) => spec.example.split(' ').map(String::from).collect(),
            _ => words.to_vec(),
        };
        let account = account_of(problem, row, &words, 0)?;
        let session = Session {
            problem,
            row,
            play,
            history: vec![(words, account.position)],
            over: false,
            rng: Rng::new(seed),
        };
        let first = session.moves()?;
        let Some(first) = first.first() else {
            return Err(format!(
                "`{}` has no move left: the game is over before it starts",
                session.words().join(" ")
            ));
        };
        // A problem may explain the positions that arise only in play up to
        // a size (hdu1564's walks): refuse before the first move, not after.
        let left = strings(&first.step.left);
        if let Some(later) = later_of(row, &left) {
            (later.account)(&left, &Accounts::new(Format::Keep, 0))
                .map_err(|e| format!("after a move: {e}"))?;
        }
        Ok(session)
    }

    /// The opening lines: the game, how to move, and the position.
    pub fn start(&self) -> String {
        let mut s = format!(
            "{} ({}): {}\n",
            self.problem.title, self.problem.id, self.problem.game
        );
        let example = self
            .moves()
            .ok()
            .and_then(|m| m.into_iter().next())
            .map(|m| match m.text.bytes().any(|b| b.is_ascii_digit()) {
                true => format!("`{}`, or its numbers alone", core(&m)),
                false => format!("`{}`", m.text),
            })
            .unwrap_or_else(|| "as hint writes them".to_string());
        let _ = writeln!(
            s,
            "You move first. Type a move as hint writes one ({example}),\nor: hint, undo, new, quit."
        );
        self.prompt(&mut s);
        s
    }

    /// The words of the current position.
    pub fn words(&self) -> &[String] {
        &self.history.last().expect("a position").0
    }

    /// The current position as shown (as explain writes it).
    pub fn position(&self) -> &str {
        &self.history.last().expect("a position").1
    }

    /// True once the game is over.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Every legal move from the current position.
    pub fn moves(&self) -> Result<Vec<Move>, String> {
        let limit = moves_limit(self.words());
        (self.play.moves)(self.words(), limit).ok_or_else(|| too_many(limit))
    }

    /// Answers one line the user typed ([`answer`]).
    pub fn line(&mut self, line: &str) -> (String, Next) {
        answer(self, line)
    }

    /// The user's move and the reply.
    fn turn(&mut self, typed: &str, s: &mut String) {
        let moves = match self.moves() {
            Ok(m) => m,
            Err(e) => return s.push_str(&format!("{e}\n")),
        };
        let m = match pick(&moves, typed) {
            Ok(m) => m,
            Err(why) => {
                let _ = writeln!(
                    s,
                    "not a move here: {why}; try again (hint lists the winning ones)"
                );
                return;
            }
        };
        let _ = writeln!(s, "you: {}", text::one(m));
        let mut position = self.after(m);
        if self.ended(&position, s, "you") {
            return self.history.push(position);
        }
        // The reply: explain's first winning move, else a random one.
        let reply = match self.reply(&position) {
            Ok(r) => r,
            Err(e) => {
                let _ = writeln!(s, "{e}");
                self.over = true;
                return self.history.push(position);
            }
        };
        let _ = writeln!(s, "me:  {}", text::one(&reply));
        position = self.after(&reply);
        self.ended(&position, s, "I");
        self.history.push(position);
    }

    /// The position `m` leaves, as words and as shown: as explain writes
    /// it from the words (the board or target that is left), or as the move
    /// wrote it where the judge has no such position (the game is over).
    fn after(&self, m: &Move) -> (Vec<String>, String) {
        let words = strings(&m.step.left);
        let shown = match account_of(self.problem, self.row, &words, 0) {
            Ok(a) => a.position,
            Err(_) => m.after.clone(),
        };
        (words, shown)
    }

    /// The computer's move from `position`.
    fn reply(&mut self, position: &(Vec<String>, String)) -> Result<Move, String> {
        let limit = moves_limit(&position.0);
        let moves = (self.play.moves)(&position.0, limit)
            .ok_or_else(|| format!("more than {limit} moves: stopping here"))?;
        let account = account_of(self.problem, self.row, &position.0, 1)?;
        let best = account.moves.listed.first().and_then(|w| {
            moves
                .iter()
                .find(|m| m.text == w.text || m.step.left == w.step.left)
        });
        Ok(match best {
            Some(m) => m.clone(),
            None => moves[self.rng.range(0, moves.len() as u64 - 1) as usize].clone(),
        })
    }

    /// True (and the winner said) when no move is left after `who` moved.
    fn ended(&mut self, position: &(Vec<String>, String), s: &mut String, who: &str) -> bool {
        let none = matches!((self.play.moves)(&position.0, 1), Some(m) if m.is_empty());
        if !none {
            return false;
        }
        self.over = true;
        let won = !self.play.misere;
        let _ = writeln!(s, "position: {} (no move is left)", position.1);
        let line = match (who, won) {
            ("you", true) => "you made the last move: you win!",
            ("you", false) => "you made the last move, and whoever makes it loses: I win",
            (_, true) => "I made the last move: I win",
            (_, false) => "I made the last move, and whoever makes it loses: you win!",
        };
        let _ = writeln!(s, "{line}\ngame over: type undo, new or quit");
        true
    }

    /// Explain's text for the current position.
    fn hint(&self) -> String {
        match account_of(self.problem, self.row, self.words(), ALL.min(16)) {
            Ok(a) => text::render(&a, true, false),
            Err(e) => format!("{e}\n"),
        }
    }

    fn prompt(&self, s: &mut String) {
        let shown = &self.history.last().expect("a position").1;
        let _ = writeln!(s, "position: {shown}");
        s.push_str("> ");
    }
}

/// The move `typed` names among `moves`: its text, its numbers alone, `to`
/// and the position it leaves, or words and numbers that fit one move only.
pub(crate) fn pick<'m>(moves: &'m [Move], typed: &str) -> Result<&'m Move, String> {
    let lower = typed.to_lowercase();
    if let Some(m) = moves.iter().find(|m| m.text.to_lowercase() == lower) {
        return Ok(m);
    }
    if let Some(rest) = lower.strip_prefix("to ") {
        let words: Vec<&str> = rest.split_whitespace().collect();
        return moves
            .iter()
            .find(|m| strings(&m.step.left) == words)
            .ok_or_else(|| format!("no move leaves `{rest}`"));
    }
    let typed_tokens = tokens(&lower);
    if typed_tokens.iter().all(|t| is_number(t)) {
        let exact: Vec<&Move> = moves
            .iter()
            .filter(|m| {
                tokens(&core(m))
                    .into_iter()
                    .filter(|t| is_number(t))
                    .eq(typed_tokens.iter().cloned())
            })
            .collect();
        if let [one] = exact.as_slice() {
            return Ok(one);
        }
    }
    let fits: Vec<&Move> = moves
        .iter()
        .filter(|m| fits(&typed_tokens, &tokens(&core(m))))
        .collect();
    match fits.as_slice() {
        [] => Err(format!("`{typed}` is no legal move")),
        [one] => Ok(one),
        many => {
            let named: Vec<&str> = many.iter().take(4).map(|m| m.text.as_str()).collect();
            let more = if many.len() > 4 { ", ..." } else { "" };
            Err(format!(
                "`{typed}` fits {} moves ({}{more})",
                many.len(),
                named.join("; ")
            ))
        }
    }
}

/// A move's text without its parenthesised remark, lowercased.
fn core(m: &Move) -> String {
    m.text.split(" (").next().unwrap_or("").to_lowercase()
}

/// The words and numbers of a text, in order; a dash parts them too, so
/// the numbers alone of `cut the edge 1-2` are `1 2` (or `1-2`).
fn tokens(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ':' || c == '-')
        .filter(|t| !t.is_empty())
        .map(String::from)
        .collect()
}

fn is_number(token: &str) -> bool {
    token.bytes().all(|b| b.is_ascii_digit())
}

/// True when the `typed` tokens are the move's with some left out, in
/// order, and a number typed right after a word follows that word in the
/// move too (`take 2` is not `take 1 from pile 2`).
fn fits(typed: &[String], own: &[String]) -> bool {
    let mut from = 0;
    let mut last: Option<usize> = None;
    for (i, t) in typed.iter().enumerate() {
        let Some(j) = own[from..].iter().position(|o| o == t).map(|j| j + from) else {
            return false;
        };
        let after_word = i > 0 && !is_number(&typed[i - 1]);
        if is_number(t) && after_word && last.is_some_and(|l| j != l + 1) {
            return false;
        }
        last = Some(j);
        from = j + 1;
    }
    true
}
