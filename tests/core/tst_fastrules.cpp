// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The compiled rule shapes (core/rules/FastRule) give what the interpreter gives: every piece of
// code of every official rule file, run on log lines and checker states chosen to reach each way
// the compiled code can give up (strings, None, NaN, a missing member, metadata that is no object,
// a backslash, a key absent from s, a line a rule has read), once compiled and once interpreted,
// with the same value (and, for a CHECK, the same truth), the same exception and the same state
// afterwards.
#include "core/rules/FastRule.h"
#include "core/rules/PyScript.h"
#include "core/rules/RuleBook.h"

#include <QTest>

#include <set>

using namespace scalescope::rules;

namespace {

struct Sample
{
    const char *value;
    const char *metadata;
};

// Values and metadata as logs write them, and as mutated logs do.
const Sample kSamples[] = {
    {"0.75", "{\"epoch_num\": 3, \"samples_count\": 1024}"},
    {"0.5", "{\"epoch_count\": 2, \"first_epoch_num\": 0}"},
    {"1", "{\"epoch_count\": 0, \"first_epoch_num\": 1, \"samples_count\": -5}"},
    {"true", "{\"status\": \"success\"}"},
    {"\"closed\"", "{\"file\": \"x.py\", \"lineno\": 3}"},
    {"\"\"", "{}"},
    {"null", "null"},
    {"NaN", "{\"epoch_num\": NaN, \"samples_count\": Infinity}"},
    {"123456789012345678901234567890", "{\"epoch_num\": 123456789012345678901234567890}"},
    {"{\"BBOX\": 0.4, \"SEGM\": 0.35, \"FID\": 80.0, \"CLIP\": 0.2, \"samples_count\": 5}", "{\"epoch_num\": \"3\"}"},
    {"[1, 2]", "[1, 2]"},
    {"\"a\\\"b\"", "{\"epoch_num\": 1, \"note\": \"\\u00e9\"}"},
    {"\"é\"", "{\"samples_count\": 1, \"samples_count\": null}"},
    {"-0.0", "{\"first_epoch_num\": true, \"step_num\": 1e400}"},
    {"9223372036854775807", "{\"epoch_num\": -9223372036854775808, \"samples_count\": 1e-400}"},
    {"2.5E+3", "{\"epoch_num\": 3.0, \"samples_count\": 100000000000000000, \"status\": \"aborted\"}"},
    // A nested object, and an escape, past the first sixteen bytes.
    {"0.9", "{\"epoch_num\": 2, \"samples_count\": 7, \"extra\": {\"samples_count\": 5, \"epoch_count\": 1}}"},
    {"0.9", "{\"epoch_num\": 1, \"note\": \"a\\\"b\", \"samples_count\": 3, \"status\": \"success\"}"},
};

// The checker's state, with each name the code mentions set to a value of a kind chosen by `variant`.
Value stateFor(const PyScript &code, int variant)
{
    static const Value kinds[] = {Value::boolean(true), Value::boolean(false), Value::integer(3),   Value::number(2.5),
                                  Value::none(),        Value::str("x"),       Value::number(9e99), Value::integer(0)};
    Value s = Value::newDict();
    int k = variant;
    for (const std::string &name : code.stringLiterals()) {
        if (variant % 5 == 4 && k % 3 == 0) { // some names left out: a KeyError for the interpreter
            ++k;
            continue;
        }
        s.map().set(Value::str(name), kinds[static_cast<size_t>(k++) % std::size(kinds)]);
    }
    return s;
}

struct Outcome
{
    std::string result; // repr of the value, or of s after statements
    std::string error;  // "Type: message" of an exception
    std::string line;   // the line's value afterwards
    bool operator==(const Outcome &) const = default;
};

// `truth`: an expression's truth as a CHECK reads it (PyInterpreter::holds), not its value.
Outcome run(const PyScript &code, const Sample &sample, int variant, bool touchLine, bool fast, bool truth = false)
{
    FastRule::setEnabled(fast);
    auto l = std::make_shared<LogLineObject>();
    l->key = Value::str("eval_accuracy");
    l->timestamp = 1000.0 + variant;
    l->setValueTexts(sample.value, sample.metadata);
    if (touchLine)
        l->value(); // a rule read it already: no longer text
    const Value line = Value::logLine(l);
    const Value s = stateFor(code, variant);
    PyNamespace globals, locals;
    globals.set("s", s);
    globals.set("is_integer", Value::function(Builtin::IsInteger));
    globals.set("math", Value::module());
    globals.set("enqueue_config", Value::function(Builtin::EnqueueConfig));
    locals.bindLine(line);
    PyInterpreter::Hooks hooks;
    std::string enqueued;
    hooks.enqueueConfig = [&enqueued](const Value &path) { enqueued += " enqueue " + toRepr(path); };
    PyInterpreter py(hooks);
    Outcome out;
    try {
        if (code.mode() == PyScript::Mode::Expression && truth)
            out.result = py.holds(code, globals, locals) ? "True" : "False";
        else if (code.mode() == PyScript::Mode::Expression)
            out.result = toRepr(py.evaluate(code, globals, locals));
        else
            py.execute(code, globals, locals);
    } catch (const PyError &e) {
        out.error = e.type() + ": " + e.what();
    } catch (const UnsupportedRule &e) {
        out.error = std::string("unsupported: ") + e.what();
    }
    out.result += " | s = " + toRepr(s) + enqueued;
    out.line = toRepr(l->value());
    return out;
}

} // namespace

class TestFastRules : public QObject
{
    Q_OBJECT
private slots:
    void cleanup() { FastRule::setEnabled(true); }

    void compiledCodeGivesWhatTheInterpreterGives()
    {
        const auto book = RuleBook::embedded();
        std::set<std::string> seen; // the same code recurs in many files
        int compared = 0, compiled = 0;
        for (const std::string &set : book->rulesets()) {
            for (const auto &[path, text] : book->sources().files) {
                if (path.rfind(set + "/", 0) != 0)
                    continue;
                const RuleFile *file = book->file(path);
                std::vector<const PyScript *> scripts;
                for (const KeyRecord &k : file->keys) {
                    for (const auto *list : {&k.check, &k.firstCheck})
                        for (const PyScript &s : *list)
                            scripts.push_back(&s);
                    for (const auto *opt : {&k.pre, &k.post, &k.atLeastOneCheck})
                        if (*opt)
                            scripts.push_back(&**opt);
                }
                if (file->begin)
                    scripts.push_back(&*file->begin);
                for (const PyScript *code : scripts) {
                    if (!seen.insert(code->source()).second)
                        continue;
                    compiled += code->compiled() ? 1 : 0;
                    for (const Sample &sample : kSamples)
                        for (int variant = 0; variant < 10; ++variant)
                            for (int how = 0; how < 4; ++how) {
                                const bool touched = how & 1, truth = how & 2;
                                if (truth && code->mode() != PyScript::Mode::Expression)
                                    continue;
                                const Outcome interpreted = run(*code, sample, variant, touched, false, truth);
                                const Outcome fast = run(*code, sample, variant, touched, true, truth);
                                if (!(interpreted == fast))
                                    QFAIL(qPrintable(
                                        QStringLiteral("%1: %2\nvalue %3, metadata %4, state %5\n"
                                                       "interpreted: %6 %7\ncompiled:    %8 %9")
                                            .arg(QString::fromStdString(path), QString::fromStdString(code->source()),
                                                 QString::fromUtf8(sample.value), QString::fromUtf8(sample.metadata))
                                            .arg(variant)
                                            .arg(QString::fromStdString(interpreted.result),
                                                 QString::fromStdString(interpreted.error), QString::fromStdString(fast.result),
                                                 QString::fromStdString(fast.error))));
                                ++compared;
                            }
                }
            }
        }
        qInfo("%d pieces of code, %d of them compiled, %d runs compared", int(seen.size()), compiled, compared);
        // The shapes that run on most lines are among them (a test that compiled nothing would pass).
        QVERIFY(compiled >= 100);
        for (const char *shape : {"('epoch_num' in v['metadata']) | ('samples_count' in v['metadata'])", "not s['run_started']",
                                  "s['init_started'] = True; s['first_init_start']=min(s['first_init_start'], ll.timestamp)"}) {
            bool found = false;
            for (const auto &[path, text] : book->sources().files) {
                const RuleFile *file = book->file(path);
                for (const KeyRecord &k : file->keys) {
                    for (const PyScript &s : k.check)
                        found = found || (s.compiled() && s.source().find(shape) != std::string::npos);
                    if (k.post)
                        found = found || (k.post->compiled() && k.post->source().find(shape) != std::string::npos);
                }
            }
            QVERIFY2(found, shape);
        }
    }

    // The compiled rules find a state name first where they found it last (Dict::findHinted). The
    // same compiled code runs on every log's state, whose names may stand in another order: a hint
    // names a place to look, never the answer.
    void aStateNameIsFoundWhereverItStands()
    {
        const auto dictOf = [](std::initializer_list<const char *> names) {
            Value d = Value::newDict();
            int64_t n = 0;
            for (const char *name : names)
                d.map().set(Value::str(name), Value::integer(++n));
            return d;
        };
        Value first = dictOf({"a", "b", "c"}), second = dictOf({"c", "b"});
        uint32_t hint = UINT32_MAX;
        QCOMPARE(first.map().findHinted("c", hint)->i, int64_t(3));
        QCOMPARE(hint, 2u);
        QCOMPARE(second.map().findHinted("c", hint)->i, int64_t(1)); // entry 2 is past its end
        QCOMPARE(hint, 0u);
        QCOMPARE(first.map().findHinted("b", hint)->i, int64_t(2)); // entry 0 holds "a"
        QCOMPARE(hint, 1u);
        QVERIFY(!second.map().findHinted("a", hint));
        QCOMPARE(hint, 1u);
        QVERIFY(first.map().erase(Value::str("a")));
        QCOMPARE(first.map().findHinted("c", hint)->i, int64_t(3)); // entry 1 holds "c" now
        QCOMPARE(hint, 1u);

        // One compiled statement, run on two states in turn, sets each one's own entry.
        const PyScript post("s['b'] = s['c'] + 10", PyScript::Mode::Statements);
        QVERIFY(post.compiled());
        PyInterpreter py({});
        for (int round = 0; round < 2; ++round)
            for (Value *state : {&first, &second}) {
                PyNamespace globals, locals;
                globals.set("s", *state);
                py.execute(post, globals, locals);
                QCOMPARE(state->map().find(std::string_view("b"))->i, state->map().find(std::string_view("c"))->i + 10);
            }
        QCOMPARE(first.map().find(std::string_view("b"))->i, int64_t(13));
        QCOMPARE(second.map().find(std::string_view("b"))->i, int64_t(11));
        QCOMPARE(first.map().entries().size(), size_t(2));
        QCOMPARE(second.map().entries().size(), size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestFastRules)
#include "tst_fastrules.moc"
