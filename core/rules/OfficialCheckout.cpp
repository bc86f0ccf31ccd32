// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the rules out of an mlperf_logging checkout: the YAML rule files with yaml-cpp (every
// scalar kept as text, as the checker's yaml.BaseLoader keeps it) and benchmark_meta.py's two
// tables, whose dict literals are evaluated by the same Python subset as the rules.
#include "core/rules/RuleBook.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QString>

#include <yaml-cpp/yaml.h>

#include <stdexcept>

namespace scalescope::rules {
namespace {

[[noreturn]] void fail(const QString &file, const std::string &why)
{
    throw std::runtime_error(file.toStdString() + ": " + why);
}

// One field's value: a scalar, or a list of scalars (CHECK may be either).
std::vector<std::string> fieldValues(const YAML::Node &v, bool &isList, const QString &file, const std::string &field)
{
    std::vector<std::string> out;
    isList = v.IsSequence();
    if (v.IsScalar() || v.IsNull()) {
        out.push_back(v.IsNull() ? std::string() : v.Scalar());
    } else if (v.IsSequence()) {
        for (const YAML::Node &item : v) {
            if (!item.IsScalar())
                fail(file, "field " + field + " holds a list of something other than text");
            out.push_back(item.Scalar());
        }
    } else {
        fail(file, "field " + field + " holds a mapping");
    }
    return out;
}

RuleFileText readRuleFile(const QString &path)
{
    YAML::Node doc;
    try {
        doc = YAML::LoadFile(QFile::encodeName(path).toStdString());
    } catch (const YAML::Exception &e) {
        fail(path, "line " + std::to_string(e.mark.line + 1) + ": " + e.msg);
    }
    RuleFileText out;
    if (doc.IsNull())
        return out; // the checker skips an empty file
    if (!doc.IsSequence())
        fail(path, "not a list of records");
    for (const YAML::Node &record : doc) {
        if (!record.IsMap() || record.size() == 0)
            fail(path, "a record that is not a mapping");
        RuleRecordText r;
        r.kind = record.begin()->first.Scalar(); // the checker reads list(x)[0]
        const YAML::Node body = record.begin()->second;
        if (!body.IsMap()) {
            if (r.kind == "BEGIN" || r.kind == "KEY" || r.kind == "END")
                fail(path, r.kind + " record without fields");
            continue;
        }
        for (auto it = body.begin(); it != body.end(); ++it) {
            const std::string field = it->first.Scalar();
            bool isList = false;
            r.fields[field] = fieldValues(it->second, isList, path, field); // a repeated field: the last wins
            if (isList)
                r.listFields.insert(field);
            else
                r.listFields.erase(field);
        }
        out.push_back(std::move(r));
    }
    return out;
}

// The text of the dict literal assigned to `name` at the top level of a Python file.
std::string dictLiteral(const QByteArray &source, const char *name, const QString &file)
{
    const std::string text = source.toStdString();
    const std::string head = std::string(name) + " = ";
    size_t at = 0;
    for (;;) {
        at = text.find(head, at);
        if (at == std::string::npos)
            fail(file, std::string("no ") + name + " in it");
        if (at == 0 || text[at - 1] == '\n')
            break;
        at += head.size();
    }
    size_t p = at + head.size();
    if (p >= text.size() || text[p] != '{')
        fail(file, std::string(name) + " is not a dict literal");
    int depth = 0;
    char quote = 0;
    for (size_t q = p; q < text.size(); ++q) {
        const char c = text[q];
        if (quote) {
            if (c == '\\')
                ++q;
            else if (c == quote)
                quote = 0;
        } else if (c == '#') {
            while (q < text.size() && text[q] != '\n')
                ++q;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '{') {
            ++depth;
        } else if (c == '}' && --depth == 0) {
            return text.substr(p, q - p + 1);
        }
    }
    fail(file, std::string(name) + " is not closed");
}

Value evaluateLiteral(const std::string &code, const QString &file)
{
    try {
        PyScript script(code, PyScript::Mode::Expression);
        PyNamespace globals, locals;
        return PyInterpreter({}).evaluate(script, globals, locals);
    } catch (const UnsupportedRule &e) {
        fail(file, std::string("a table outside the Python subset ScaleScope reads: ") + e.what());
    } catch (const PyError &e) {
        fail(file, e.type() + ": " + e.what());
    }
}

BenchmarkTable readBenchmarkMeta(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        fail(path, f.errorString().toStdString());
    const QByteArray source = f.readAll();
    BenchmarkTable t;
    const Value counts = evaluateLiteral(dictLiteral(source, "_ALL_RESULT_FILE_COUNTS", path), path);
    for (const auto &[usage, table] : counts.map().entries()) {
        if (!usage.isStr() || table.type != Value::Type::Dict)
            fail(path, "_ALL_RESULT_FILE_COUNTS is not usage -> {benchmark: runs}");
        for (const auto &[bench, n] : table.map().entries()) {
            if (!bench.isStr() || n.type != Value::Type::Int)
                fail(path, "_ALL_RESULT_FILE_COUNTS holds something other than benchmark: runs");
            t.runCounts[usage.text()][bench.text()] = static_cast<int>(n.i);
        }
    }
    const Value allowed = evaluateLiteral(dictLiteral(source, "_ALL_ALLOWED_BENCHMARKS", path), path);
    for (const auto &[usage, table] : allowed.map().entries()) {
        if (!usage.isStr() || table.type != Value::Type::Dict)
            fail(path, "_ALL_ALLOWED_BENCHMARKS is not usage -> {round: [benchmarks]}");
        for (const auto &[round, list] : table.map().entries()) {
            if (!round.isStr() || list.type != Value::Type::List)
                fail(path, "_ALL_ALLOWED_BENCHMARKS holds something other than round: [benchmarks]");
            for (const Value &b : list.items())
                if (b.isStr())
                    t.allowed[usage.text()][round.text()].push_back(b.text());
        }
    }
    return t;
}

} // namespace

RuleSources readOfficialCheckout(const QString &dir)
{
    // The checkout's root (holding mlperf_logging/), the package folder, or compliance_checker itself.
    QDir root(dir);
    QString checker;
    for (const QString &candidate :
         {QStringLiteral("mlperf_logging/compliance_checker"), QStringLiteral("compliance_checker"), QStringLiteral(".")})
        if (QFileInfo::exists(root.filePath(candidate + QStringLiteral("/mlp_compliance.py")))) {
            checker = QDir::cleanPath(root.filePath(candidate));
            break;
        }
    if (checker.isEmpty())
        throw std::runtime_error(dir.toStdString() +
                                 ": no mlperf_logging compliance checker here (looked for compliance_checker/mlp_compliance.py)");
    RuleSources s;
    static const QRegularExpression kRuleset(QStringLiteral(R"(^(training|hpc)_\d+\.\d+\.\d+$)"));
    const QDir checkerDir(checker);
    for (const QString &folder : checkerDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (!kRuleset.match(folder).hasMatch())
            continue; // training_0.7.0_warn and the parser's own folder are not rulesets
        const QDir rulesDir(checkerDir.filePath(folder));
        for (const QString &name : rulesDir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
            s.files.emplace(QString(folder + QLatin1Char('/') + name).toStdString(), readRuleFile(rulesDir.filePath(name)));
    }
    if (s.files.empty())
        throw std::runtime_error(checker.toStdString() + ": no rule files (<usage>_<X.Y.Z>/*.yaml)");
    s.benchmarks = readBenchmarkMeta(QDir::cleanPath(checker + QStringLiteral("/../benchmark_meta.py")));
    QFile version(QDir::cleanPath(checker + QStringLiteral("/../../VERSION")));
    if (version.open(QIODevice::ReadOnly))
        s.toolVersion = version.readAll().trimmed().toStdString();
    return s;
}

std::shared_ptr<const RuleBook> RuleBook::fromOfficialCheckout(const QString &dir)
{
    return std::make_shared<const RuleBook>(readOfficialCheckout(dir));
}

} // namespace scalescope::rules
