//! `--jq EXPR`: the JSON a command prints, passed through a jq filter (the jaq crates, a jq
//! implementation; not a subset written here). Like `gh --jq`: each result on its own line,
//! strings raw (as `jq -r` prints them), everything else as compact JSON.

use std::io::Write;

use jaq_core::data::JustLut;
use jaq_core::load::{self, Arena, File, Loader};
use jaq_core::{Compiler, Ctx, Vars};
use jaq_json::Val;
use serde::Deserialize;
use serde_json::Value;

use super::escape::{for_screen, Shape};

type Data = JustLut<Val>;

/// The stack a filter runs on. Far more than any filter over a JSON document needs (the
/// document's own depth is bounded); a recursion without end exhausts it in well under a second.
pub const STACK: usize = 64 * 1024 * 1024;

/// The heap a filter may allocate, its input's included: several times what the largest input
/// takes (a list is kept to 64 MiB of JSON), and far less than a recursion without end would take.
pub const MEMORY: usize = 1024 * 1024 * 1024;

/// A compiled filter.
pub struct Jq {
    filter: jaq_core::Filter<Data>,
}

/// Why running a filter stopped early.
#[derive(Debug)]
pub enum Failure {
    /// The filter failed on its input (`.foo.bar` on a string, `error("x")`, `halt_error`).
    Filter(String),
    Io(std::io::Error),
}

impl From<std::io::Error> for Failure {
    fn from(err: std::io::Error) -> Self {
        Failure::Io(err)
    }
}

impl Jq {
    /// Parses and compiles `code` with jq's standard library (`map`, `select`, `test`, …). The
    /// error names where in `code` the problem is and what jaq expected there.
    pub fn compile(code: &str) -> Result<Jq, String> {
        let defs = jaq_core::defs()
            .chain(jaq_std::defs())
            .chain(jaq_json::defs());
        let funs = jaq_core::funs()
            .chain(jaq_std::funs())
            .chain(jaq_json::funs());
        let arena = Arena::default();
        let modules = Loader::new(defs)
            .load(&arena, File { code, path: () })
            .map_err(|errors| {
                let (_, error) = errors.into_iter().next().expect("an error has a cause");
                load_error(code, error)
            })?;
        let filter = Compiler::default()
            .with_funs(funs)
            .compile(modules)
            .map_err(|errors| {
                let first = errors.into_iter().flat_map(|(_, e)| e).next();
                match first {
                    Some((name, undefined)) => {
                        let what = match undefined {
                            jaq_core::compile::Undefined::Filter(arity) => {
                                format!("filter {name}/{arity}")
                            }
                            other => format!("{} {name}", other.as_str()),
                        };
                        format!("{what} is not defined {}", at(code, name))
                    }
                    None => "the expression does not compile".into(),
                }
            })?;
        Ok(Jq { filter })
    }

    /// Runs the filter on each of `inputs` in turn and prints the results on stdout, as
    /// [`write`](Self::write) does, on a thread with a [`STACK`] of its own and at most [`MEMORY`]
    /// of heap: should the filter recurse deeper than the one, `overflowed` is printed on stderr,
    /// or should it allocate more than the other, `exhausted`, and the process exits with `code`
    /// (Rust would abort). So run it with nothing left to flush or release.
    pub fn print_each(
        &self,
        inputs: &[Value],
        overflowed: String,
        exhausted: String,
        code: i32,
    ) -> Result<(), Failure> {
        super::stack::on_own_stack(STACK, overflowed, code, || {
            super::memory::bounded(MEMORY, exhausted, code, || {
                let terminal = super::stdout().is_terminal();
                let mut out = std::io::BufWriter::new(std::io::stdout().lock());
                let result = inputs
                    .iter()
                    .try_for_each(|input| self.write(input, &mut out, terminal))
                    .and_then(|()| Ok(out.flush()?));
                let _ = out.flush();
                result
            })
        })?
    }

    /// Runs the filter on `input` and writes each result to `out` as it comes: strings raw
    /// and everything else as compact JSON, each on its own line; for a `terminal`, escaped as
    /// [`Out`](super::Out) escapes data and JSON.
    pub fn write(
        &self,
        input: &Value,
        out: &mut impl Write,
        terminal: bool,
    ) -> Result<(), Failure> {
        let input = Val::deserialize(input).expect("a JSON value is a jq value");
        let ctx = Ctx::<Data>::new(&self.filter.lut, Vars::new([]));
        for result in self.filter.id.run((ctx, input)) {
            let value = match result {
                Ok(value) => value,
                Err(exception) => match exception.get_err() {
                    // `error("text")` reads as the text, like jq's message.
                    Ok(error) => return Err(Failure::Filter(text(&error.into_val()))),
                    // `halt` ends the output as jq does; any other code is a failure of the filter.
                    Err(other) => match other.get_halt() {
                        Ok(0) => break,
                        Ok(code) => {
                            return Err(Failure::Filter(format!(
                                "the filter halted with code {code}"
                            )))
                        }
                        Err(_) => return Err(Failure::Filter("the filter broke off".into())),
                    },
                },
            };
            let shape = match value {
                Val::TStr(_) => Shape::Data,
                _ => Shape::Json,
            };
            out.write_all(for_screen(shape, &text(&value), terminal).as_bytes())?;
            out.write_all(b"\n")?;
        }
        Ok(())
    }
}

/// A string's text, anything else as compact JSON.
fn text(value: &Val) -> String {
    match value {
        Val::TStr(text) => String::from_utf8_lossy(text).into_owned(),
        other => other.to_string(),
    }
}

/// What jaq reports when it cannot read `code`: what it expected and where.
fn load_error(code: &str, error: load::Error<&str>) -> String {
    match error {
        load::Error::Lex(errors) => match errors.first() {
            Some((expected, found)) => {
                format!("expected {} {}", expected.as_str(), at(code, found))
            }
            None => "the expression cannot be read".into(),
        },
        load::Error::Parse(errors) => match errors.first() {
            Some((expected, found)) => {
                format!("expected {} {}", expected.as_str(), at(code, found))
            }
            None => "the expression cannot be read".into(),
        },
        // Only `import` and `include` read files, and no module path is given to read from.
        load::Error::Io(errors) => match errors.first() {
            Some((path, why)) => format!("cannot load module {path}: {why}"),
            None => "cannot load a module".into(),
        },
    }
}

/// Where `part` (a slice of `code`) is, for a person: the character position and what is there.
fn at(code: &str, part: &str) -> String {
    let span = load::span(code, part);
    let position = code[..span.start].chars().count() + 1;
    let found: String = part.chars().take(20).collect();
    match found.is_empty() {
        true => format!("at the end of the expression (character {position})"),
        false => format!("at character {position} ({found:?})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn run(code: &str, input: Value) -> Result<String, String> {
        let jq = Jq::compile(code)?;
        let mut out = Vec::new();
        match jq.write(&input, &mut out, false) {
            Ok(()) => Ok(String::from_utf8(out).unwrap()),
            Err(Failure::Filter(why)) => Err(why),
            Err(Failure::Io(e)) => Err(e.to_string()),
        }
    }

    #[test]
    fn strings_raw_everything_else_compact_json() {
        let list = json!({"tcp_edges": [{"id": "e1", "n": 1}, {"id": "e2", "n": 2.5}], "uri": "u"});
        assert_eq!(run(".tcp_edges[].id", list.clone()).unwrap(), "e1\ne2\n");
        assert_eq!(
            run(".tcp_edges[0]", list.clone()).unwrap(),
            "{\"id\":\"e1\",\"n\":1}\n"
        );
        assert_eq!(run(".tcp_edges[].n", list.clone()).unwrap(), "1\n2.5\n");
        assert_eq!(
            run("[.tcp_edges[].id]", list.clone()).unwrap(),
            "[\"e1\",\"e2\"]\n"
        );
        assert_eq!(run(".missing, true", list.clone()).unwrap(), "null\ntrue\n");
        assert_eq!(run("empty", list.clone()).unwrap(), "");
        // The standard library is there.
        assert_eq!(
            run(
                r#".tcp_edges | map(select(.id | test("2$"))) | length"#,
                list
            )
            .unwrap(),
            "1\n"
        );
    }

    #[test]
    fn keys_keep_their_order() {
        let v = json!({"z": 1, "a": 2});
        assert_eq!(run(".", v.clone()).unwrap(), "{\"z\":1,\"a\":2}\n");
        assert_eq!(run("keys_unsorted", v).unwrap(), "[\"z\",\"a\"]\n");
    }

    #[test]
    fn raw_strings_are_escaped_only_for_a_terminal() {
        let jq = Jq::compile(".d").unwrap();
        let input = json!({"d": "a\x1b[2Jb\nc"});
        let mut piped = Vec::new();
        jq.write(&input, &mut piped, false).unwrap();
        assert_eq!(piped, b"a\x1b[2Jb\nc\n");
        let mut shown = Vec::new();
        jq.write(&input, &mut shown, true).unwrap();
        assert_eq!(String::from_utf8(shown).unwrap(), "a\\x1b[2Jb\nc\n");
        // JSON results too: a C1 CSI and a bidi override as JSON escapes.
        let input = json!({"d": "\u{9b}2J\u{202e}"});
        let mut shown = Vec::new();
        Jq::compile(".")
            .unwrap()
            .write(&input, &mut shown, true)
            .unwrap();
        assert_eq!(
            String::from_utf8(shown).unwrap(),
            "{\"d\":\"\\u009b2J\\u202e\"}\n"
        );
    }

    #[test]
    fn compile_errors_say_what_and_where() {
        let e = run(".[] |", json!(null)).unwrap_err();
        assert!(
            e.contains("expected term") && e.contains("end of the expression"),
            "{e}"
        );
        let e = run(".a | nosuchfilter", json!(null)).unwrap_err();
        assert!(
            e.contains("nosuchfilter/0 is not defined") && e.contains("character 6"),
            "{e}"
        );
        let e = run("{a: 1", json!(null)).unwrap_err();
        assert!(e.contains("expected closing brace"), "{e}");
        let e = run(".a ]", json!(null)).unwrap_err();
        assert!(e.contains("character 4 (\"]\")"), "{e}");
        let e = run("$x", json!(null)).unwrap_err();
        assert!(e.contains("variable"), "{e}");
        let e = run("import \"m\" as m; .", json!(null)).unwrap_err();
        assert!(e.contains("module"), "{e}");
    }

    #[test]
    fn runtime_errors_and_halts() {
        let e = run(".foo.bar", json!({"foo": "s"})).unwrap_err();
        assert!(e.contains("cannot index"), "{e}");
        // Results before the failure were written; the caller prints them, then the error.
        let jq = Jq::compile(".[] | .a").unwrap();
        let mut out = Vec::new();
        assert!(jq.write(&json!([{"a": 1}, 2]), &mut out, false).is_err());
        assert_eq!(out, b"1\n");
        assert_eq!(run("1, halt, 2", json!(null)).unwrap(), "1\n");
        assert!(run("halt_error(3)", json!("x"))
            .unwrap_err()
            .contains("code 3"));
        assert_eq!(run(r#"error("no")"#, json!(null)).unwrap_err(), "no");
    }
}
