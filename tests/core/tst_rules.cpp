// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The port of the official compliance checker, piece by piece: its Python subset evaluates as
// Python does (values checked against CPython 3.11), json.loads reads as Python does, the checker's
// bookkeeping (messages a later file overrides, EXACTLY_ONE's warning, exceptions it does not catch)
// behaves as mlp_compliance.py's, and every official rule file loads with nothing outside the subset.
#include "core/rules/ComplianceChecker.h"
#include "core/rules/PyJson.h"
#include "core/rules/PyScript.h"
#include "core/rules/RuleBook.h"

#include <QTest>

#include <cmath>

using namespace scalescope::rules;

namespace {

Value eval(const std::string &code)
{
    PyScript script(code, PyScript::Mode::Expression);
    PyNamespace globals, locals;
    globals.set("is_integer", Value::function(Builtin::IsInteger));
    globals.set("math", Value::module());
    return PyInterpreter({}).evaluate(script, globals, locals);
}

std::string errorOf(const std::string &code)
{
    try {
        eval(code);
    } catch (const PyError &e) {
        return e.type();
    }
    return "none";
}

// A log line for the checker: key, value, metadata as JSON texts.
Value line(const char *key, const char *value = "null", const char *metadata = "{}", double t = 0)
{
    auto l = std::make_shared<LogLineObject>();
    l->key = Value::str(key);
    l->timestamp = t;
    l->setValueTexts(value, metadata); // read when a rule looks, as the log reader's lines are
    return Value::logLine(l);
}

RuleRecordText key(const std::string &name, std::map<std::string, std::vector<std::string>> fields)
{
    RuleRecordText r;
    r.kind = "KEY";
    r.fields = std::move(fields);
    r.fields["NAME"] = {name};
    return r;
}

// submission_division, whose POST enqueues training_9.9.0/<division>_more.yaml.
RuleRecordText divisionChainsToMore()
{
    return key("submission_division",
               {{"REQ", {"EXACTLY_ONE"}}, {"POST", {"enqueue_config('training_9.9.0/{}_more.yaml'.format(v['value']))"}}});
}

Verdict check(const RuleSources &sources, std::vector<Value> lines)
{
    auto book = std::make_shared<const RuleBook>(sources);
    MllogLines l;
    for (Value &v : lines)
        l.list.items().push_back(v);
    l.count = static_cast<int>(lines.size());
    return ComplianceChecker(book, "training", "9.9.0").check(l);
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT
private slots:
    void everyOfficialRuleFileLoads()
    {
        const auto book = RuleBook::embedded(); // parses every piece of code; throws on anything outside the subset
        QCOMPARE(book->sources().files.size(), size_t(307));
        const std::vector<std::string> sets = book->rulesets();
        for (const char *r : {"training_0.7.0", "training_1.0.0", "training_1.1.0", "training_2.0.0", "training_2.1.0",
                              "training_3.0.0", "training_3.1.0", "training_4.0.0", "training_4.1.0", "training_5.0.0",
                              "training_5.1.0", "training_6.0.0", "training_6.1.0", "hpc_1.0.0", "hpc_2.0.0", "hpc_3.0.0"})
            QVERIFY2(std::find(sets.begin(), sets.end(), r) != sets.end(), r);
        QCOMPARE(book->sources().toolVersion, std::string("4.1.59"));
        QCOMPARE(book->expectedRuns("training", "llama31_405b"), 3);
        QCOMPARE(book->expectedRuns("hpc", "cosmoflow"), 10);
        QCOMPARE(book->allowedBenchmarks("training", "6.1").size(), size_t(6));
        QVERIFY(book->isRelevant("opt_lamb_epsilon"));
        QVERIFY(book->isRelevant("aggregated_eval_accuracy")); // a key only BEGIN code names
    }

    // Code outside the subset is refused when loaded, naming the file and the key.
    void outsideTheSubsetIsRefused_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("lambda") << QStringLiteral("(lambda x: x)(v['value'])");
        QTest::newRow("unknown method") << QStringLiteral("v['value'].split(',')");
        QTest::newRow("unknown name") << QStringLiteral("__import__('os')");
        QTest::newRow("comprehension") << QStringLiteral("[x for x in v['value']]");
        QTest::newRow("keyword argument") << QStringLiteral("round(v['value'], ndigits=2)");
        QTest::newRow("slice") << QStringLiteral("v['value'][1:2]");
    }
    void outsideTheSubsetIsRefused()
    {
        QFETCH(QString, code);
        RuleSources s;
        s.files["training_9.9.0/common.yaml"] = {key("opt_name", {{"CHECK", {code.toStdString()}}})};
        try {
            RuleBook book(s);
            QFAIL("loaded");
        } catch (const UnsupportedRule &e) {
            const QString why = QString::fromUtf8(e.what());
            QVERIFY2(why.contains(QLatin1String("training_9.9.0/common.yaml")), qPrintable(why));
            QVERIFY2(why.contains(QLatin1String("KEY opt_name")), qPrintable(why));
        }
    }

    // Values and exceptions as CPython 3.11 gives them for the same expressions.
    void pythonSemantics()
    {
        QVERIFY(truthy(eval("1 == 1.0 == True")));
        QVERIFY(!truthy(eval("0.1 + 0.2 == 0.3")));
        QVERIFY(truthy(eval("0.0 <= 45 <= 90.0")));
        QCOMPARE(eval("2 ** 10").i, 1024);
        QCOMPARE(eval("-2 ** 2").i, -4);
        QCOMPARE(eval("7 // -2").i, -4);
        QCOMPARE(eval("7 % -2").i, -1);
        QCOMPARE(eval("1 if 0 else 2").i, 2);
        QCOMPARE(eval("0 or '' or 'x'").text(), std::string("x"));
        QVERIFY(truthy(eval("('a' in {'a': 1}) | False")));
        QCOMPARE(eval("len([1, 2] + [3])").i, 3);
        QCOMPARE(eval("'training_{}/{}.yaml'.format(1.0, 'x')").text(), std::string("training_1.0/x.yaml"));
        QCOMPARE(eval("str(1e-05) + str(100000.0) + str(1e16) + str(0.1)").text(), std::string("1e-05100000.01e+160.1"));
        QVERIFY(truthy(eval("is_integer(2.000001)")));
        QVERIFY(!truthy(eval("is_integer(2.0001)")));
        QVERIFY(truthy(eval("is_integer(math.log2(0.0016 / 0.0001))")));
        QVERIFY(truthy(eval("math.isclose(1e-6, 1e-6 + 1e-16)")));
        QVERIFY(truthy(eval("isinstance(True, int) and type(1.0) == float and not isinstance(1.0, int)")));
        QVERIFY(truthy(eval("sorted([3, 1, 2]) == [1, 2, 3] and min(3, 1) == 1 and abs(-2.5) == 2.5")));
        QVERIFY(truthy(eval("math.ceil(1_200_000 * 1152 / 3072) == 450000")));
        QVERIFY(truthy(eval("{'b': 1, 'a': 2}.get('c', 7) == 7")));
        QCOMPARE(eval("round(2.5)").i, 2);           // half to even
        QCOMPARE(eval("abs((-1.0) ** 0.5)").f, 1.0); // a complex number on the way
        QCOMPARE(errorOf("'1' < 2"), std::string("TypeError"));
        QCOMPARE(errorOf("{}['a']"), std::string("KeyError"));
        QCOMPARE(errorOf("1 / 0"), std::string("ZeroDivisionError"));
        QCOMPARE(errorOf("math.log2(0)"), std::string("ValueError"));
        QCOMPARE(errorOf("None['x']"), std::string("TypeError"));
        QCOMPARE(errorOf("float('x')"), std::string("ValueError"));
        QCOMPARE(errorOf("'A'.lower() + 5"), std::string("TypeError"));
        QCOMPARE(eval("'CAFÉ'.lower()").text(), std::string("café"));
    }

    // Integers beyond 64 bits are exact, as in Python (a 30-digit learning rate in a mutated log
    // made the checker compute v['value'] * 1152 and compare it with a float).
    void bigIntegersAreExact()
    {
        const auto digits = [](const char *code) {
            return eval(code).isBigInt() ? eval(code).digits() : std::to_string(eval(code).i);
        };
        QVERIFY(!truthy(eval("123456789012345678901234567890 * 1152 == 96 * 8e-5")));
        QCOMPARE(digits("(10**30) // 7"), std::string("142857142857142857142857142857"));
        QCOMPARE(eval("(10**30) % -7").i, -6);
        QCOMPARE(digits("-(10**30) // 7"), std::string("-142857142857142857142857142858"));
        QCOMPARE(digits("(2**64) ** 3"), std::string("6277101735386680763835789423207666416102355444464034512896"));
        QCOMPARE(digits("(2**63) * (2**63)"), std::string("85070591730234615865843651857942052864"));
        QCOMPARE(digits("(-2**63) // -1"), std::string("9223372036854775808"));
        QCOMPARE(digits("~(2**70)"), std::string("-1180591620717411303425"));
        QCOMPARE(digits("abs(-(2**70))"), std::string("1180591620717411303424"));
        QCOMPARE(eval("(2**53 + 1) / 1").f, 9007199254740992.0); // rounded once, ties to even
        QCOMPARE(eval("(10**30 + 1) / 3").f, 3.333333333333333e+29);
        QCOMPARE(eval("123456789012345678901234567890 / 987654321").f, 1.249999988734375e+20);
        QCOMPARE(eval("10**400 / 10**399").f, 10.0);
        QCOMPARE(eval("(-1) ** (10**30)").i, 1);
        QVERIFY(truthy(eval("2**64 + 1 > 2.0**64 and 2**64 == 2.0**64 and -(2**63) - 1 < -2.0**63")));
        QVERIFY(!truthy(eval("-(2**63) - 1 == -2.0**63 or 3 * 10**30 == 3.0e30 or 10**30 == 1e30")));
        QVERIFY(truthy(eval("10**22 == 1e22")));
        QCOMPARE(errorOf("10**400 / 1"), std::string("OverflowError"));
        QCOMPARE(errorOf("10**400 / 1.0"), std::string("OverflowError"));
        QCOMPARE(errorOf("'a' * 10**30"), std::string("OverflowError"));
        QCOMPARE(errorOf("(10**30) // 0"), std::string("ZeroDivisionError"));
    }

    void statements()
    {
        PyScript code("s['a'] = 1; s['l'] = [1]\nif s['a'] == 1:\n    s['c'] = True\nfor x in s['l']:\n    if x < 3:\n"
                      "        s['l'].append(x + 1)\ns['l'] += [9]",
                      PyScript::Mode::Statements);
        PyNamespace globals, locals;
        const Value s = Value::newDict();
        globals.set("s", s);
        PyInterpreter({}).execute(code, globals, locals);
        QVERIFY(truthy(*s.map().find(Value::str("c"))));
        // Items appended while iterating are reached, as in Python.
        QCOMPARE(toRepr(*s.map().find(Value::str("l"))), std::string("[1, 2, 3, 9]"));
    }

    // `for line in loglines: if line.key == 'k' and ...:` skips the lines of other keys without
    // running their test (stable diffusion's BEGIN): what it does must stay what Python does.
    void loopOverLinesOfOneKey()
    {
        PyScript code("n = 0\nfor line in loglines:\n    if line.key == 'eval_accuracy' and line.value['value'] > 0.5:\n"
                      "        n += 1\n        loglines.append(line) if n == 1 else None\ns['n'] = n\ns['last'] = line",
                      PyScript::Mode::Statements);
        const auto run = [&](std::vector<Value> items) {
            PyNamespace globals, locals;
            const Value s = Value::newDict();
            globals.set("s", s);
            locals.set("loglines", Value::newList(std::move(items)));
            PyInterpreter({}).execute(code, globals, locals);
            return s;
        };
        const Value accuracy = line("eval_accuracy", "0.9"), low = line("eval_accuracy", "0.1"), other = line("epoch_start");
        // The line appended while looping is reached; the name stays bound to the last item, a
        // line of another key here.
        Value s = run({other, accuracy, low, other});
        QCOMPARE(toRepr(*s.map().find(Value::str("n"))), std::string("2"));
        QVERIFY(s.map().find(Value::str("last"))->ref == accuracy.ref);
        s = run({accuracy, other});
        QVERIFY(s.map().find(Value::str("last"))->ref == accuracy.ref); // appended last
        s = run({other, low, other});
        QVERIFY(s.map().find(Value::str("last"))->ref == other.ref);
        // A key a rule set is the key compared.
        const Value renamed = line("eval_start", "0.9");
        renamed.logline().key = Value::str("eval_accuracy");
        s = run({renamed}); // counted, appended, counted again
        QCOMPARE(toRepr(*s.map().find(Value::str("n"))), std::string("2"));
        // An item that is no log line is tested as written: its .key raises.
        bool raised = false;
        try {
            run({other, Value::integer(3)});
        } catch (const PyError &e) {
            raised = e.type() == "AttributeError";
        }
        QVERIFY(raised);
    }

    void jsonAsPythonReadsIt()
    {
        QVERIFY(std::isnan(parsePyJson("NaN").value->f));
        QCOMPARE(toRepr(*parsePyJson(R"({"a": 1, "b": 2, "a": 3})").value), std::string("{'a': 3, 'b': 2}"));
        QVERIFY(parsePyJson("123456789012345678901234567890").value->isBigInt());
        QVERIFY(!parsePyJson(std::string(4301, '1')).value);
        QVERIFY(parsePyJson(std::string(4300, '1')).value);
        QCOMPARE(parsePyJson("1e400").value->f, std::numeric_limits<double>::infinity());
        QVERIFY(parsePyJson(std::string(kPythonJsonNestingLimit, '[')).recursionError);
        QCOMPARE(parsePyJson(R"("\ud83d\ude00")").value->text(), std::string("\xf0\x9f\x98\x80"));
        QCOMPARE(parsePyJson("\"caf\xe9\"").value->text(), std::string("caf\xc3\xa9")); // latin-1 in, UTF-8 kept
        QVERIFY(!parsePyJson("[1,]").value);
        QVERIFY(!parsePyJson("\"a\tb\"").value);
        QVERIFY(!parsePyJson("1 2").value);
        // The same NaN object is found again in a dict (CPython compares identity first).
        const Value nan = *parsePyJson("NaN").value;
        Value d = Value::newDict();
        d.map().set(nan, Value::integer(1));
        QVERIFY(d.map().find(nan));
        QVERIFY(!d.map().find(*parsePyJson("NaN").value));
    }

    // A later rule file's rules for a key drop the messages an earlier one gave it; EXACTLY_ONE with
    // identical values warns; a CHECK runs once for submission_* keys and on every line otherwise.
    void checkerBookkeeping()
    {
        RuleSources s;
        s.files["training_9.9.0/common.yaml"] = {
            divisionChainsToMore(),
            key("x", {{"REQ", {"EXACTLY_ONE"}}, {"CHECK", {"v['value'] > 5"}}}),
            key("y", {{"REQ", {"EXACTLY_ONE"}}}),
        };
        s.files["training_9.9.0/closed_more.yaml"] = {key("x", {{"CHECK", {"v['value'] > 0"}}})};
        // x = 3 fails common.yaml's check, but closed_more.yaml states x again: its rule replaces it.
        Verdict v = check(s, {line("submission_division", "\"closed\""), line("x", "3"), line("y", "1"), line("y", "1")});
        QCOMPARE(int(v.outcome), int(Verdict::Outcome::Valid));
        QCOMPARE(v.warnings.size(), size_t(1));
        QCOMPARE(v.warnings[0].key, std::string("y"));
        // Different values: rejected.
        v = check(s, {line("submission_division", "\"closed\""), line("x", "3"), line("y", "1"), line("y", "2")});
        QCOMPARE(int(v.outcome), int(Verdict::Outcome::Invalid));
        QCOMPARE(v.messages.front().text(),
                 std::string("Required EXACTLY_ONE occurrence of 'y' but found 2 with different values: [1, 2]"));
        // A division whose file does not exist: the tool stops (FileNotFoundError).
        v = check(s, {line("submission_division", "\"open\""), line("x", "9"), line("y", "1")});
        QCOMPARE(int(v.outcome), int(Verdict::Outcome::ToolError));
        QVERIFY(v.error.rfind("FileNotFoundError", 0) == 0);
    }

    // A key a rule sets is the line's key for the files run later, as the official checker's line
    // objects keep it.
    void aKeySetByARuleIsSeenByLaterFiles()
    {
        RuleSources s;
        s.files["training_9.9.0/common.yaml"] = {
            divisionChainsToMore(),
            key("x", {{"REQ", {"EXACTLY_ONE"}}, {"POST", {"ll.key = 'y'"}}}),
        };
        s.files["training_9.9.0/closed_more.yaml"] = {key("y", {{"REQ", {"EXACTLY_ONE"}}, {"CHECK", {"v['value'] == 1"}}}),
                                                      key("x", {{"REQ", {"AT_LEAST_ONE"}}})};
        const Verdict v = check(s, {line("submission_division", "\"closed\""), line("x", "1")});
        QCOMPARE(int(v.outcome), int(Verdict::Outcome::Invalid));
        QCOMPARE(v.messages.size(), size_t(1)); // no y missing: x is gone
        QCOMPARE(v.messages.front().text(), std::string("Required AT_LEAST_ONE occurrence of 'x' but found 0"));
    }

    void exceptionsOutsideTheCheckersTryBlocks()
    {
        RuleSources s;
        s.files["training_9.9.0/common.yaml"] = {
            key("eval_accuracy", {{"REQ", {"AT_LEAST_ONE"}}, {"ATLEAST_ONE_CHECK", {"v['value'] >= 0.5"}}}),
            key("z", {{"CHECK", {"v['value'] >= 0.5"}}}),
        };
        // A CHECK that raises is a message; an ATLEAST_ONE_CHECK that raises stops the tool.
        Verdict v = check(s, {line("z", "\"high\""), line("eval_accuracy", "0.7")});
        QCOMPARE(int(v.outcome), int(Verdict::Outcome::Invalid));
        QCOMPARE(int(v.messages.front().kind), int(RuleMessage::Kind::CheckRaised));
        v = check(s, {line("eval_accuracy", "\"high\"")});
        QCOMPARE(int(v.outcome), int(Verdict::Outcome::ToolError));
        QVERIFY(v.error.rfind("TypeError", 0) == 0);
        v = check(s, {line("eval_accuracy", "0.4")});
        QCOMPARE(v.messages.front().text(), std::string("Failed checks for eval_accuracy : v['value'] >= 0.5"));
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
