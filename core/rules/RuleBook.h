// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The official MLPerf compliance rules as data: every rule file of the MLCommons logging tool
// (compliance_checker/<usage>_<X.Y.Z>/*.yaml: BEGIN, KEY and END records with their Python code),
// parsed once, and the benchmark table of its benchmark_meta.py (runs expected per benchmark, the
// benchmarks of each round). ScaleScope carries them as a table generated from the tool's own files
// (resources/rules/mlperf-rules.json, made by scalescope-rules-convert); a user can load them from
// an mlperf_logging checkout instead, so that a round published later still scores.
#include "core/rules/PyScript.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

class QByteArray;
class QString;

namespace scalescope::rules {

struct KeyRecord
{
    std::string name;
    std::string req;                       // "" (none), EXACTLY_ONE, AT_LEAST_ONE, OPTIONAL, AT_LEAST(n), AT_LEAST_ONE_OR(a, b)
    int atLeast = 0;                       // AT_LEAST(n)
    std::vector<std::string> alternatives; // AT_LEAST_ONE_OR
    bool once = false;                     // a submission_* key: its PRE, CHECK and POST run on its first line alone
    std::optional<PyScript> pre;
    std::vector<PyScript> check;
    std::optional<PyScript> post;
    std::vector<PyScript> firstCheck;
    std::optional<PyScript> atLeastOneCheck;
};

struct RuleFile
{
    std::string path; // as enqueue_config names it: "training_5.0.0/closed_bert.yaml"
    std::optional<PyScript> begin;
    std::vector<KeyRecord> keys; // a later record of the same NAME replaces an earlier one, in its place
    std::optional<PyScript> endPre;
    std::vector<PyScript> endCheck;
    // RuleBook::keyIndex -> the index in `keys` of that key's record, -1 when it has none.
    std::vector<int> recordOfKey;
    // The groups REQ AT_LEAST_ONE_OR names (a key and its alternatives), each once, in the order
    // first named: the records of the group's names in `keys`, and the names as the message lists them.
    struct AlternativeGroup
    {
        std::vector<size_t> records;
        std::string names; // 'a' or 'b'
    };
    std::vector<AlternativeGroup> alternativeGroups;
};

// The records of one rule file as text, before their code is parsed: what the YAML holds and what
// the generated table stores. Lists keep the YAML's own order.
struct RuleRecordText
{
    std::string kind;                                       // "BEGIN", "KEY", "END"
    std::map<std::string, std::vector<std::string>> fields; // NAME, REQ, CHECK, ...: one string, or a list's
    std::set<std::string> listFields;                       // the fields written as a YAML list
};
using RuleFileText = std::vector<RuleRecordText>;

struct BenchmarkTable
{
    std::map<std::string, std::map<std::string, int>> runCounts;                    // usage -> benchmark -> runs
    std::map<std::string, std::map<std::string, std::vector<std::string>>> allowed; // usage -> "5.0" -> benchmarks
};

// Everything the generated table holds, as text.
struct RuleSources
{
    std::map<std::string, RuleFileText> files; // "training_5.0.0/common.yaml" -> records
    BenchmarkTable benchmarks;
    std::string toolVersion; // the tool's VERSION file
};

class RuleBook
{
public:
    // The table embedded in ScaleScope (generated from the official files).
    static std::shared_ptr<const RuleBook> embedded();
    // Rules read from an mlperf_logging checkout (its root, or its compliance_checker folder);
    // throws std::runtime_error naming the file and the reason when they cannot be read.
    static std::shared_ptr<const RuleBook> fromOfficialCheckout(const QString &dir);
    // From the generated table's JSON (throws std::runtime_error).
    static std::shared_ptr<const RuleBook> fromTable(const QByteArray &json);

    explicit RuleBook(RuleSources sources); // parses every piece of code; throws UnsupportedRule
    ~RuleBook();

    const RuleSources &sources() const { return m_sources; }
    // A rule file by the path enqueue_config gives, nullptr when there is none.
    const RuleFile *file(const std::string &path) const;
    bool hasRuleset(const std::string &usage, const std::string &version) const;
    // "training_5.0.0", ... in order.
    std::vector<std::string> rulesets() const;
    // The keys whose log lines rules can look at: every KEY name of every file, and every string
    // their code holds (a key compared by name), across rulesets (a log's own values choose the
    // files enqueue_config chains), and the keys the summarizer reads.
    const std::set<std::string, std::less<>> &relevantKeys() const { return m_relevant; }
    bool isRelevant(std::string_view key) const { return keyIndex(key) >= 0; }
    // A relevant key's index (0 .. relevantKeys().size() - 1), -1 for any other key.
    int keyIndex(std::string_view key) const;

    // What a log checked under one ruleset ("training_5.0.0") needs: the folders its files can
    // chain to (enqueue_config), and by keyIndex whether a key is one that their rules (or the
    // summarizer) read. The reader keeps only those lines (a third of a round's are other rounds' keys).
    struct RulesetKeys
    {
        std::set<std::string> folders;
        std::vector<bool> kept;
    };
    const RulesetKeys *rulesetKeys(const std::string &ruleset) const; // nullptr for an unknown one

    // benchmark_meta.py: runs expected (0 when unknown) and whether a round lists the benchmark.
    int expectedRuns(const std::string &usage, const std::string &benchmark) const;
    std::vector<std::string> allowedBenchmarks(const std::string &usage, const std::string &round) const;

private:
    RuleSources m_sources;
    std::map<std::string, RuleFile> m_files;
    std::set<std::string, std::less<>> m_relevant;
    // The same keys by index, and an open-addressing table of them (looked up once per log line:
    // a hash of a few loads and a multiply, where std::hash read every byte and a bucket list).
    std::vector<std::string_view> m_keyNames;
    std::vector<int> m_keySlots; // index into m_keyNames, -1 empty; a power of two long
    std::set<std::string> m_rulesets;
    std::map<std::string, RulesetKeys> m_rulesetKeys;

    void findRulesetKeys();
    static void findAlternativeGroups(RuleFile &f);
};

// The generated table's JSON (deterministic: the same sources give the same bytes).
QByteArray ruleTableJson(const RuleSources &sources);
// What an mlperf_logging checkout holds, read with yaml-cpp (throws std::runtime_error).
RuleSources readOfficialCheckout(const QString &dir);

} // namespace scalescope::rules
