//! `grundy play`: a game against perfect play, one line in, a few lines out.
//!
//! One session, [`Played`], plays every game grundy plays, coded or
//! described: a [`Game`] says what a position is and how it is shown,
//! lists the legal moves (each as explain writes a move, with the position
//! it leaves), reads a typed move, gives explain's account of a position
//! (the hint), the first winning move (the reply; from a lost position a
//! random legal move) and whether the game is over. The session reads each
//! line the same way for every game: `hint`, `undo`, `new`, `quit`, else a
//! move, typed as hint writes it, by its numbers alone, or (for a coded
//! problem) as `to` and the position left ([`pick`]). The same session runs
//! at a terminal and on piped moves (tests drive it directly and compare
//! with the binary's transcript).
//!
//! A coded problem is a [`Coded`] game ([`Session`]): its positions are the
//! words `grundy explain ID WORDS` takes, its moves its [`Play`] row's, its
//! hint explain's text for the words. The described games are in
//! [`super::heap_play`], [`super::lines`], `describe::heap_games` and
//! `describe::family_teach`.

use crate::explain::words::{account_of, later_of};
use crate::explain::{strings, text, Account, Accounts, Format, Move, Play, Row};
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

/// The winning moves `hint` lists.
pub const HINT_MOVES: usize = 16;

/// Why a game is over when no move is left.
pub const NO_MOVE: &str = "no move is left";

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

/// A typed move read: the move and the position it leaves, or why the
/// line is no move here.
pub type Picked<P> = Result<(Move, P), String>;

/// A game as `grundy play` plays it: its positions, the moves its rules
/// list from one, the move a line names, explain's account of a position
/// and its first winning move.
pub trait Game {
    /// One position.
    type Pos: Clone;
    /// The position as the prompt shows it.
    fn text(&self, p: &Self::Pos) -> String;
    /// At most `most` legal moves, each shown, with the position it leaves;
    /// `Err` when they cannot be listed (too many to hold).
    fn moves(&self, p: &Self::Pos, most: usize) -> Result<Vec<(Move, Self::Pos)>, String>;
    /// The move `typed` names (by default, among every move listed:
    /// [`pick`]); the outer `Err` when the moves cannot be listed.
    fn typed(&self, p: &Self::Pos, typed: &str) -> Result<Picked<Self::Pos>, String> {
        typed_among(self, p, typed)
    }
    /// Explain's account of the position: the hint.
    fn account(&self, p: &Self::Pos, accounts: &Accounts) -> Result<Account, String>;
    /// The first winning move, if there is one.
    fn winning(&self, p: &Self::Pos) -> Result<Option<(Move, Self::Pos)>, String>;
    /// A random legal move (by default, among every move listed).
    fn random(&self, p: &Self::Pos, rng: &mut Rng) -> Result<(Move, Self::Pos), String> {
        let mut all = self.moves(p, usize::MAX)?;
        if all.is_empty() {
            return Err(NO_MOVE.into());
        }
        let at = rng.range(0, all.len() as u64 - 1) as usize;
        Ok(all.swap_remove(at))
    }
    /// Why the game is over at `p` (by default when no move is left), or
    /// `None` while it goes on.
    fn over(&self, p: &Self::Pos) -> Option<&'static str> {
        matches!(self.moves(p, 1), Ok(m) if m.is_empty()).then_some(NO_MOVE)
    }
    /// Misère play at `p`, the end: whoever made the last move lost.
    fn misere(&self, _p: &Self::Pos) -> bool {
        false
    }
    /// What is played, in a line after the heading, if anything.
    fn about(&self, _p: &Self::Pos) -> Option<String> {
        None
    }
}

/// The move `typed` names among every move of `p` the game lists
/// ([`pick`]): [`Game::typed`]'s default.
pub fn typed_among<G: Game + ?Sized>(
    game: &G,
    p: &G::Pos,
    typed: &str,
) -> Result<Picked<G::Pos>, String> {
    let mut all = game.moves(p, usize::MAX)?;
    let shown: Vec<Move> = all.iter().map(|m| m.0.clone()).collect();
    Ok(pick(&shown, typed).map(|m| {
        let at = shown.iter().position(|x| std::ptr::eq(x, m)).unwrap_or(0);
        all.swap_remove(at)
    }))
}

/// What a line did: go on, or stop (`quit`, or the end of the moves).
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    More,
    Quit,
}

/// A game being played, as `grundy play` drives it whatever the game: its
/// opening lines and its answer to each line typed.
pub trait Playing {
    /// The opening lines: the game, how to move, and the position.
    fn start(&self) -> String;
    /// Answers one line the user typed.
    fn line(&mut self, line: &str) -> (String, Next);
}

/// One game against perfect play from a position.
pub struct Played<G: Game> {
    /// `Title (id): game`, and where the position came from.
    heading: String,
    game: G,
    /// Positions where the user is to move; the last is the current one.
    history: Vec<G::Pos>,
    /// True once the game is over (until `undo` or `new`).
    over: bool,
    rng: Rng,
}

impl<G: Game> Playing for Played<G> {
    fn start(&self) -> String {
        Played::start(self)
    }
    fn line(&mut self, line: &str) -> (String, Next) {
        Played::line(self, line)
    }
}

impl<G: Game> Played<G> {
    /// A game of `game` from `start`; `Err` when it is over before it
    /// starts.
    pub fn of(heading: String, game: G, start: G::Pos, seed: u64) -> Result<Played<G>, String> {
        if game.over(&start).is_some() {
            return Err(format!(
                "`{}` has no move left: the game is over before it starts",
                game.text(&start)
            ));
        }
        Ok(Played {
            heading,
            game,
            history: vec![start],
            over: false,
            rng: Rng::new(seed),
        })
    }

    /// The opening lines: the game, how to move, and the position.
    pub fn start(&self) -> String {
        let mut s = format!("{}\n", self.heading);
        let p = self.now();
        if let Some(about) = self.game.about(p) {
            let _ = writeln!(s, "{about}");
        }
        let example = match self.game.moves(p, 1) {
            Ok(m) if !m.is_empty() => {
                let text = &m[0].0.text;
                let core = text.split(" (").next().unwrap_or(text);
                match core.bytes().any(|b| b.is_ascii_digit()) {
                    true => format!("`{core}`, or its numbers alone"),
                    false => format!("`{text}`"),
                }
            }
            _ => "as hint writes them".into(),
        };
        let _ = writeln!(
            s,
            "You move first. Type a move as hint writes one ({example}),\nor: hint, undo, new, quit."
        );
        self.prompt(&mut s);
        s
    }

    /// The current position.
    pub fn now(&self) -> &G::Pos {
        self.history.last().expect("a position")
    }

    /// The game played.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// True once the game is over.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Answers one typed line: `quit`, `hint`, `undo` and `new`, else a
    /// move.
    pub fn line(&mut self, line: &str) -> (String, Next) {
        let mut s = String::new();
        let typed = line.trim();
        match typed.to_lowercase().as_str() {
            "quit" | "q" | "exit" => return ("bye\n".to_string(), Next::Quit),
            "" => {}
            "hint" | "h" | "?" => s.push_str(&self.hint()),
            "undo" | "u" => {
                if self.history.len() > 1 {
                    self.history.pop();
                    self.over = false;
                } else {
                    s.push_str("nothing to undo: this is the starting position\n");
                }
            }
            "new" | "n" => {
                self.history.truncate(1);
                self.over = false;
            }
            _ if self.over => s.push_str("the game is over: type undo, new or quit\n"),
            _ => self.turn(typed, &mut s),
        }
        if !self.over {
            self.prompt(&mut s);
        }
        (s, Next::More)
    }

    /// Explain's text for the current position.
    fn hint(&self) -> String {
        let accounts = Accounts::new(Format::Keep, HINT_MOVES);
        match self.game.account(self.now(), &accounts) {
            Ok(a) => text::render(&a, true, false),
            Err(e) => format!("{e}\n"),
        }
    }

    fn prompt(&self, s: &mut String) {
        let _ = writeln!(s, "position: {}", self.game.text(self.now()));
        s.push_str("> ");
    }

    /// The user's move and the reply.
    fn turn(&mut self, typed: &str, s: &mut String) {
        let (m, position) = match self.game.typed(self.now(), typed) {
            Ok(Ok(m)) => m,
            Ok(Err(why)) => {
                let _ = writeln!(
                    s,
                    "not a move here: {why}; try again (hint lists the winning ones)"
                );
                return;
            }
            Err(e) => return s.push_str(&format!("{e}\n")),
        };
        let _ = writeln!(s, "you: {}", text::one(&m));
        if self.ended(&position, s, true) {
            return self.history.push(position);
        }
        let reply = match self.reply(&position) {
            Ok(r) => r,
            Err(e) => {
                let _ = writeln!(s, "{e}");
                self.over = true;
                return self.history.push(position);
            }
        };
        let _ = writeln!(s, "me:  {}", text::one(&reply.0));
        self.ended(&reply.1, s, false);
        self.history.push(reply.1);
    }

    /// The computer's move: the first winning move, else a random legal
    /// one; either is one the rules list.
    fn reply(&mut self, p: &G::Pos) -> Result<(Move, G::Pos), String> {
        if let Some(m) = self.game.winning(p)? {
            return Ok(m);
        }
        self.game.random(p, &mut self.rng)
    }

    /// True (and the winner said) when the game is over after the user
    /// (`you`) or the computer moved.
    fn ended(&mut self, p: &G::Pos, s: &mut String, you: bool) -> bool {
        let Some(why) = self.game.over(p) else {
            return false;
        };
        self.over = true;
        let _ = writeln!(s, "position: {} ({why})", self.game.text(p));
        let line = match (you, self.game.misere(p)) {
            (true, false) => "you made the last move: you win!",
            (true, true) => "you made the last move, and whoever makes it loses: I win",
            (false, false) => "I made the last move: I win",
            (false, true) => "I made the last move, and whoever makes it loses: you win!",
        };
        let _ = writeln!(s, "{line}\ngame over: type undo, new or quit");
        true
    }
}

/// A coded problem's game: positions in words, the moves of its [`Play`]
/// row, explain's account of the words.
pub struct Coded {
    problem: &'static Entry,
    row: &'static Row,
    play: &'static Play,
}

/// A coded problem's position: its words, and the position as explain
/// shows it.
#[derive(Clone, Debug)]
pub struct Spot {
    pub words: Vec<String>,
    pub shown: String,
}

/// A game of a coded problem.
pub type Session = Played<Coded>;

impl Coded {
    /// Every legal move from `words`, or why they are too many.
    fn listed(&self, words: &[String]) -> Result<Vec<Move>, String> {
        let limit = moves_limit(words);
        (self.play.moves)(words, limit).ok_or_else(|| too_many(limit))
    }

    /// The position `m` leaves, as words and as shown: as explain writes
    /// it from the words (the board or target that is left), or as the move
    /// wrote it where the judge has no such position (the game is over).
    fn after(&self, m: &Move) -> Spot {
        let words = strings(&m.step.left);
        let shown = match account_of(self.problem, self.row, &words, 0) {
            Ok(a) => a.position,
            Err(_) => m.after.clone(),
        };
        Spot { words, shown }
    }
}

impl Game for Coded {
    type Pos = Spot;
    fn text(&self, p: &Spot) -> String {
        p.shown.clone()
    }
    /// Each position left is explain's: ask for few.
    fn moves(&self, p: &Spot, most: usize) -> Result<Vec<(Move, Spot)>, String> {
        let all = self.listed(&p.words)?;
        Ok(all
            .into_iter()
            .take(most)
            .map(|m| {
                let left = self.after(&m);
                (m, left)
            })
            .collect())
    }
    fn typed(&self, p: &Spot, typed: &str) -> Result<Picked<Spot>, String> {
        let moves = self.listed(&p.words)?;
        Ok(pick(&moves, typed).map(|m| (m.clone(), self.after(m))))
    }
    fn account(&self, p: &Spot, accounts: &Accounts) -> Result<Account, String> {
        account_of(self.problem, self.row, &p.words, accounts.shown())
    }
    /// Explain's first winning move, found among the moves the row lists.
    fn winning(&self, p: &Spot) -> Result<Option<(Move, Spot)>, String> {
        let limit = moves_limit(&p.words);
        let moves = (self.play.moves)(&p.words, limit)
            .ok_or_else(|| format!("more than {limit} moves: stopping here"))?;
        let account = account_of(self.problem, self.row, &p.words, 1)?;
        let best = account.moves.listed.first().and_then(|w| {
            moves
                .iter()
                .find(|m| m.text == w.text || m.step.left == w.step.left)
        });
        Ok(best.map(|m| (m.clone(), self.after(m))))
    }
    fn random(&self, p: &Spot, rng: &mut Rng) -> Result<(Move, Spot), String> {
        let moves = self.listed(&p.words)?;
        if moves.is_empty() {
            return Err(NO_MOVE.into());
        }
        let m = &moves[rng.range(0, moves.len() as u64 - 1) as usize];
        Ok((m.clone(), self.after(m)))
    }
    fn over(&self, p: &Spot) -> Option<&'static str> {
        matches!((self.play.moves)(&p.words, 1), Some(m) if m.is_empty()).then_some(NO_MOVE)
    }
    fn misere(&self, _p: &Self::Pos) -> bool {
        self.play.misere
    }
}

impl Played<Coded> {
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
        let coded = Coded { problem, row, play };
        let first = coded.listed(&words)?;
        let Some(first) = first.first() else {
            return Err(format!(
                "`{}` has no move left: the game is over before it starts",
                words.join(" ")
            ));
        };
        // A problem may explain the positions that arise only in play up to
        // a size (hdu1564's walks): refuse before the first move, not after.
        let left = strings(&first.step.left);
        if let Some(later) = later_of(row, &left) {
            (later.account)(&left, &Accounts::new(Format::Keep, 0))
                .map_err(|e| format!("after a move: {e}"))?;
        }
        let heading = format!("{} ({}): {}", problem.title, problem.id, problem.game);
        let start = Spot {
            words,
            shown: account.position,
        };
        Played::of(heading, coded, start, seed)
    }

    /// The words of the current position.
    pub fn words(&self) -> &[String] {
        &self.now().words
    }

    /// The current position as shown (as explain writes it).
    pub fn position(&self) -> &str {
        &self.now().shown
    }

    /// Every legal move from the current position.
    pub fn moves(&self) -> Result<Vec<Move>, String> {
        self.game().listed(self.words())
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
