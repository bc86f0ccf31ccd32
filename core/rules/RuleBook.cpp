// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/RuleBook.h"

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <regex>
#include <stdexcept>

namespace scalescope::rules {
namespace {

constexpr const char *kTableSchema = "scalescope.mlperf-rules/1";

[[noreturn]] void refuse(const std::string &file, const std::string &where, const std::string &why)
{
    throw UnsupportedRule(file + (where.empty() ? "" : ", " + where) + ": " + why);
}

PyScript parse(const std::string &file, const std::string &where, const std::string &code, PyScript::Mode mode)
{
    try {
        return PyScript(code, mode);
    } catch (const UnsupportedRule &e) {
        refuse(file, where, std::string("code outside the Python subset ScaleScope evaluates (") + e.what() + "): " + code);
    }
}

// A field the tool reads as one string (it calls .strip() on it): a list there is refused.
const std::string *single(const RuleRecordText &r, const char *field, const std::string &file, const std::string &where)
{
    const auto it = r.fields.find(field);
    if (it == r.fields.end())
        return nullptr;
    if (r.listFields.count(field) || it->second.size() != 1)
        refuse(file, where, std::string(field) + " written as a list, which the official checker cannot run");
    return &it->second.front();
}

std::vector<PyScript> checks(const RuleRecordText &r, const char *field, const std::string &file, const std::string &where)
{
    std::vector<PyScript> out;
    const auto it = r.fields.find(field);
    if (it == r.fields.end())
        return out;
    for (const std::string &code : it->second)
        out.push_back(parse(file, where + " " + field, code, PyScript::Mode::Expression));
    return out;
}

KeyRecord keyRecord(const RuleRecordText &r, const std::string &file)
{
    KeyRecord k;
    const std::string *name = single(r, "NAME", file, "KEY");
    if (!name)
        refuse(file, "KEY", "a KEY record without NAME");
    k.name = *name;
    k.once = k.name.find("submission_") != std::string::npos; // mlp_compliance.py's test
    const std::string where = "KEY " + k.name;
    if (const std::string *req = single(r, "REQ", file, where)) {
        k.req = *req;
        static const std::regex atLeast(R"(AT_LEAST\((\d+)\))");
        static const std::regex alternatives(R"(AT_LEAST_ONE_OR\((.*)\))");
        std::smatch m;
        if (std::regex_match(k.req, m, atLeast)) {
            k.atLeast = std::stoi(m[1].str());
        } else if (std::regex_match(k.req, m, alternatives)) {
            std::string list = m[1].str();
            size_t start = 0;
            for (;;) { // the checker's split(',') and strip()
                const size_t comma = list.find(',', start);
                std::string part = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
                part.erase(0, part.find_first_not_of(" \t\r\n"));
                part.erase(part.find_last_not_of(" \t\r\n") + 1);
                k.alternatives.push_back(part);
                if (comma == std::string::npos)
                    break;
                start = comma + 1;
            }
        } else if (k.req.rfind("AT_LEAST(", 0) == 0) {
            refuse(file, where, "REQ '" + k.req + "' is not AT_LEAST(<number>)");
        } else if (k.req != "EXACTLY_ONE" && k.req != "AT_LEAST_ONE" && k.req != "OPTIONAL" && !k.req.empty()) {
            // The checker ignores a REQ it does not know; say so rather than guess.
            refuse(file, where, "REQ '" + k.req + "' is not one the checker knows");
        }
    }
    if (const std::string *pre = single(r, "PRE", file, where))
        k.pre = parse(file, where + " PRE", *pre, PyScript::Mode::Statements);
    k.check = checks(r, "CHECK", file, where);
    if (const std::string *post = single(r, "POST", file, where))
        k.post = parse(file, where + " POST", *post, PyScript::Mode::Statements);
    k.firstCheck = checks(r, "FIRST_CHECK", file, where);
    if (const std::string *alo = single(r, "ATLEAST_ONE_CHECK", file, where))
        k.atLeastOneCheck = parse(file, where + " ATLEAST_ONE_CHECK", *alo, PyScript::Mode::Expression);
    return k;
}

RuleFile ruleFile(const std::string &path, const RuleFileText &text)
{
    RuleFile f;
    f.path = path;
    int begins = 0, ends = 0;
    for (const RuleRecordText &r : text) {
        if (r.kind == "BEGIN") {
            if (++begins > 1)
                refuse(path, "BEGIN", "more than one BEGIN record");
            const std::string *code = single(r, "CODE", path, "BEGIN");
            if (!code)
                refuse(path, "BEGIN", "a BEGIN record without CODE");
            f.begin = parse(path, "BEGIN CODE", *code, PyScript::Mode::Statements);
        } else if (r.kind == "END") {
            if (++ends > 1)
                refuse(path, "END", "more than one END record");
            if (const std::string *pre = single(r, "PRE", path, "END"))
                f.endPre = parse(path, "END PRE", *pre, PyScript::Mode::Statements);
            f.endCheck = checks(r, "CHECK", path, "END");
        } else if (r.kind == "KEY") {
            KeyRecord k = keyRecord(r, path);
            auto same = std::find_if(f.keys.begin(), f.keys.end(), [&](const KeyRecord &o) { return o.name == k.name; });
            if (same != f.keys.end())
                *same = std::move(k); // key_records.update(): the later record, in the first one's place
            else
                f.keys.push_back(std::move(k));
        }
    }
    // AT_LEAST_ONE_OR names keys the same file must declare (the checker looks them up there).
    for (const KeyRecord &k : f.keys)
        for (const std::string &alt : k.alternatives)
            if (std::none_of(f.keys.begin(), f.keys.end(), [&](const KeyRecord &o) { return o.name == alt; }))
                refuse(path, "KEY " + k.name, "AT_LEAST_ONE_OR names '" + alt + "', which the file does not declare");
    return f;
}

void addLiterals(const PyScript &s, std::set<std::string> &out)
{
    out.insert(s.stringLiterals().begin(), s.stringLiterals().end());
}

void addFileKeys(const RuleFile &f, std::set<std::string> &out)
{
    if (f.begin)
        addLiterals(*f.begin, out);
    if (f.endPre)
        addLiterals(*f.endPre, out);
    for (const PyScript &s : f.endCheck)
        addLiterals(s, out);
    for (const KeyRecord &k : f.keys) {
        out.insert(k.name);
        for (const auto *list : {&k.check, &k.firstCheck})
            for (const PyScript &s : *list)
                addLiterals(s, out);
        for (const auto *opt : {&k.pre, &k.post, &k.atLeastOneCheck})
            if (*opt)
                addLiterals(**opt, out);
    }
}

std::string folderOf(const std::string &path)
{
    const size_t slash = path.find('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

QJsonValue fieldJson(const RuleRecordText &r, const std::string &field, const std::vector<std::string> &values)
{
    if (r.listFields.count(field)) {
        QJsonArray a;
        for (const std::string &v : values)
            a.append(QString::fromStdString(v));
        return a;
    }
    return QString::fromStdString(values.front());
}

// A key's first slot in a table of `size` (a power of two): its length, first and last eight bytes.
size_t keySlot(std::string_view key, size_t size)
{
    uint64_t a = 0, b = 0;
    std::memcpy(&a, key.data(), std::min<size_t>(key.size(), 8));
    if (key.size() > 8)
        std::memcpy(&b, key.data() + key.size() - std::min<size_t>(key.size() - 8, 8), std::min<size_t>(key.size() - 8, 8));
    const uint64_t h = (a ^ (b * 0x9e3779b97f4a7c15ULL) ^ key.size()) * 0xff51afd7ed558ccdULL;
    return static_cast<size_t>(h >> 32) & (size - 1);
}

// The keys the summarizer itself reads.
constexpr const char *kSummarizerKeys[] = {"run_start", "run_stop", "number_of_nodes", "accelerators_per_node"};

} // namespace

RuleBook::RuleBook(RuleSources sources) : m_sources(std::move(sources))
{
    for (const auto &[path, text] : m_sources.files)
        m_files.emplace(path, ruleFile(path, text));
    std::set<std::string> keys;
    for (const auto &[path, f] : m_files) {
        addFileKeys(f, keys);
        m_rulesets.insert(folderOf(path));
    }
    m_relevant.insert(keys.begin(), keys.end());
    for (const char *k : kSummarizerKeys)
        m_relevant.insert(k);
    for (const std::string &k : m_relevant)
        m_keyNames.push_back(k);
    m_keySlots.assign(std::bit_ceil(m_keyNames.size() * 4 + 1), -1);
    for (size_t i = 0; i < m_keyNames.size(); ++i) {
        size_t slot = keySlot(m_keyNames[i], m_keySlots.size());
        while (m_keySlots[slot] >= 0)
            slot = (slot + 1) & (m_keySlots.size() - 1);
        m_keySlots[slot] = static_cast<int>(i);
    }
    for (auto &[path, f] : m_files) {
        f.recordOfKey.assign(m_keyNames.size(), -1);
        for (size_t i = 0; i < f.keys.size(); ++i)
            f.recordOfKey[static_cast<size_t>(keyIndex(f.keys[i].name))] = static_cast<int>(i);
        findAlternativeGroups(f);
    }
    findRulesetKeys();
}

void RuleBook::findAlternativeGroups(RuleFile &f)
{
    std::vector<std::set<std::string>> groups;
    for (const KeyRecord &k : f.keys) {
        if (k.alternatives.empty())
            continue;
        std::set<std::string> group(k.alternatives.begin(), k.alternatives.end());
        group.insert(k.name);
        if (std::find(groups.begin(), groups.end(), group) == groups.end())
            groups.push_back(std::move(group));
    }
    for (const std::set<std::string> &group : groups) {
        RuleFile::AlternativeGroup g;
        for (const std::string &name : group) {
            g.names += (g.names.empty() ? "'" : " or '") + name + "'";
            for (size_t i = 0; i < f.keys.size(); ++i)
                if (f.keys[i].name == name)
                    g.records.push_back(i);
        }
        f.alternativeGroups.push_back(std::move(g));
    }
}

// The folders a ruleset's files can chain to: those a string in their code names as the start of
// a path ('training_5.0.0/closed_{}.yaml'), followed to the end; and the keys of all their files.
void RuleBook::findRulesetKeys()
{
    std::map<std::string, std::set<std::string>> names; // folder -> folders its code names
    std::map<std::string, std::set<std::string>> keys;  // folder -> its files' keys
    for (const auto &[path, f] : m_files) {
        const std::string folder = folderOf(path);
        std::set<std::string> literals;
        addFileKeys(f, literals);
        names[folder].insert(folder);
        for (const std::string &l : literals) {
            keys[folder].insert(l);
            const std::string named = folderOf(l);
            if (!named.empty() && m_rulesets.count(named))
                names[folder].insert(named);
        }
    }
    for (const std::string &ruleset : m_rulesets) {
        std::set<std::string> reached{ruleset};
        std::vector<std::string> todo{ruleset};
        while (!todo.empty()) {
            const std::string next = todo.back();
            todo.pop_back();
            for (const std::string &n : names[next])
                if (reached.insert(n).second)
                    todo.push_back(n);
        }
        RulesetKeys &out = m_rulesetKeys[ruleset];
        out.folders = reached;
        out.kept.assign(m_keyNames.size(), false);
        for (const std::string &folder : reached)
            for (const std::string &k : keys[folder])
                out.kept[static_cast<size_t>(keyIndex(k))] = true;
        for (const char *k : kSummarizerKeys)
            out.kept[static_cast<size_t>(keyIndex(k))] = true;
    }
}

const RuleBook::RulesetKeys *RuleBook::rulesetKeys(const std::string &ruleset) const
{
    const auto it = m_rulesetKeys.find(ruleset);
    return it == m_rulesetKeys.end() ? nullptr : &it->second;
}

int RuleBook::keyIndex(std::string_view key) const
{
    for (size_t slot = keySlot(key, m_keySlots.size());; slot = (slot + 1) & (m_keySlots.size() - 1)) {
        const int i = m_keySlots[slot];
        if (i < 0 || m_keyNames[static_cast<size_t>(i)] == key)
            return i;
    }
}

RuleBook::~RuleBook() = default;

const RuleFile *RuleBook::file(const std::string &path) const
{
    const auto it = m_files.find(path);
    return it == m_files.end() ? nullptr : &it->second;
}

bool RuleBook::hasRuleset(const std::string &usage, const std::string &version) const
{
    return file(usage + "_" + version + "/common.yaml") != nullptr;
}

std::vector<std::string> RuleBook::rulesets() const
{
    return {m_rulesets.begin(), m_rulesets.end()};
}

int RuleBook::expectedRuns(const std::string &usage, const std::string &benchmark) const
{
    const auto u = m_sources.benchmarks.runCounts.find(usage);
    if (u == m_sources.benchmarks.runCounts.end())
        return 0;
    const auto b = u->second.find(benchmark);
    return b == u->second.end() ? 0 : b->second;
}

std::vector<std::string> RuleBook::allowedBenchmarks(const std::string &usage, const std::string &round) const
{
    const auto u = m_sources.benchmarks.allowed.find(usage);
    if (u == m_sources.benchmarks.allowed.end())
        return {};
    const auto r = u->second.find(round);
    return r == u->second.end() ? std::vector<std::string>{} : r->second;
}

QByteArray ruleTableJson(const RuleSources &sources)
{
    QJsonObject files;
    for (const auto &[path, records] : sources.files) {
        QJsonArray list;
        for (const RuleRecordText &r : records) {
            QJsonObject fields;
            for (const auto &[field, values] : r.fields)
                fields.insert(QString::fromStdString(field), fieldJson(r, field, values));
            list.append(
                QJsonObject{{QStringLiteral("kind"), QString::fromStdString(r.kind)}, {QStringLiteral("fields"), fields}});
        }
        files.insert(QString::fromStdString(path), list);
    }
    QJsonObject counts, allowed;
    for (const auto &[usage, table] : sources.benchmarks.runCounts) {
        QJsonObject o;
        for (const auto &[bench, n] : table)
            o.insert(QString::fromStdString(bench), n);
        counts.insert(QString::fromStdString(usage), o);
    }
    for (const auto &[usage, table] : sources.benchmarks.allowed) {
        QJsonObject o;
        for (const auto &[round, list] : table) {
            QJsonArray a;
            for (const std::string &b : list)
                a.append(QString::fromStdString(b));
            o.insert(QString::fromStdString(round), a);
        }
        allowed.insert(QString::fromStdString(usage), o);
    }
    const QJsonObject root{
        {QStringLiteral("schema"), QLatin1String(kTableSchema)},
        {QStringLiteral("source"),
         QJsonObject{{QStringLiteral("tool"), QStringLiteral("github.com/mlcommons/logging")},
                     {QStringLiteral("version"), QString::fromStdString(sources.toolVersion)},
                     {QStringLiteral("license"), QStringLiteral("Apache-2.0 (see NOTICE beside this file)")}}},
        {QStringLiteral("rule_files"), files},
        {QStringLiteral("benchmark_runs"), counts},
        {QStringLiteral("allowed_benchmarks"), allowed},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::shared_ptr<const RuleBook> RuleBook::fromTable(const QByteArray &json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        throw std::runtime_error("the rule table is not JSON: " + error.errorString().toStdString());
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("schema")).toString() != QLatin1String(kTableSchema))
        throw std::runtime_error(std::string("the rule table's schema is not ") + kTableSchema);
    RuleSources s;
    s.toolVersion = root.value(QLatin1String("source")).toObject().value(QLatin1String("version")).toString().toStdString();
    const QJsonObject files = root.value(QLatin1String("rule_files")).toObject();
    for (auto it = files.begin(); it != files.end(); ++it) {
        RuleFileText records;
        for (const QJsonValue &rv : it.value().toArray()) {
            const QJsonObject r = rv.toObject();
            RuleRecordText rec;
            rec.kind = r.value(QLatin1String("kind")).toString().toStdString();
            const QJsonObject fields = r.value(QLatin1String("fields")).toObject();
            for (auto f = fields.begin(); f != fields.end(); ++f) {
                const std::string name = f.key().toStdString();
                if (f.value().isArray()) {
                    rec.listFields.insert(name);
                    for (const QJsonValue &v : f.value().toArray())
                        rec.fields[name].push_back(v.toString().toStdString());
                } else {
                    rec.fields[name].push_back(f.value().toString().toStdString());
                }
            }
            records.push_back(std::move(rec));
        }
        s.files.emplace(it.key().toStdString(), std::move(records));
    }
    const QJsonObject counts = root.value(QLatin1String("benchmark_runs")).toObject();
    for (auto u = counts.begin(); u != counts.end(); ++u) {
        const QJsonObject table = u.value().toObject();
        for (auto b = table.begin(); b != table.end(); ++b)
            s.benchmarks.runCounts[u.key().toStdString()][b.key().toStdString()] = b.value().toInt();
    }
    const QJsonObject allowed = root.value(QLatin1String("allowed_benchmarks")).toObject();
    for (auto u = allowed.begin(); u != allowed.end(); ++u) {
        const QJsonObject table = u.value().toObject();
        for (auto r = table.begin(); r != table.end(); ++r)
            for (const QJsonValue &b : r.value().toArray())
                s.benchmarks.allowed[u.key().toStdString()][r.key().toStdString()].push_back(b.toString().toStdString());
    }
    return std::make_shared<const RuleBook>(std::move(s));
}

std::shared_ptr<const RuleBook> RuleBook::embedded()
{
    static const std::shared_ptr<const RuleBook> book = [] {
        QFile f(QStringLiteral(":/scalescope/rules/mlperf-rules.json"));
        if (!f.open(QIODevice::ReadOnly))
            throw std::runtime_error("the embedded MLPerf rule table is missing");
        return fromTable(f.readAll());
    }();
    return book;
}

} // namespace scalescope::rules
