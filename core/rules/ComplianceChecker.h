// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The official compliance checker (mlperf_logging/compliance_checker/mlp_compliance.py) ported:
// starting from <usage>_<version>/common.yaml, each rule file runs its BEGIN code, then for every
// log line of a key it declares its PRE, CHECK and POST (once for submission_* keys), FIRST_CHECK
// and ATLEAST_ONE_CHECK, then its REQ counts and END; enqueue_config() chains further files
// (division -> closed_common.yaml -> the benchmark's file). Each file has its own state `s`; a later
// file's rules for a key replace the messages an earlier file gave it. A message rejects the run;
// a warning (EXACTLY_ONE repeated with identical values) keeps it. An exception the checker does not
// catch stops the official tool: that is a third outcome, never taken for valid.
#include "core/rules/LogLineStore.h"
#include "core/rules/PyValue.h"
#include "core/rules/RuleBook.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace scalescope::rules {

// A result log's lines as the official parser reads them (MllogReader.h fills this).
struct MllogLines
{
    // LogLine values in file order: every line whose key a rule can look at (RuleBook::relevantKeys).
    Value list = Value::newList();
    // The book whose RuleBook::keyIndex the lines' keyId holds (nullptr: none set), and the ruleset
    // whose keys alone the reader kept (RuleBook::rulesetKeys; empty: the keys of every ruleset).
    const RuleBook *keyBook = nullptr;
    std::string keptRuleset;
    // A new line at the end of `list`, held by the store; the caller fills in its key (keyOf) and
    // times. The lines are the store's: `list` holds them borrowed (Value::borrowed), so a line
    // taken from it, and its key, are good while this object (or a copy of it) lives.
    LogLineObject &append(std::string_view valueText, std::string_view metadataText);
    Value keyOf(const Value &key);
    int count = 0;               // all lines json.loads read (the checker's "No log lines detected" counts these)
    int parseErrors = 0;         // :::MLLOG lines that raise ValueError (the checker: "Log lines had parsing errors.")
    int firstParseErrorLine = 0; // its line in the file (1-based)
    std::string firstParseError;
    // A line on which the official parser raises something other than ValueError (a missing
    // "metadata", a time_ms of null): the tool stops there.
    std::optional<std::string> crash; // "KeyError: 'metadata'"
    int crashLine = 0;
    // Why ScaleScope could not read the lines as the tool does (a line beyond its length limit).
    std::string unsupported;

private:
    LogLineStore &store();
    std::shared_ptr<LogLineStore> m_store;
};

struct RuleMessage
{
    enum class Kind
    {
        CheckFailed,     // a CHECK or FIRST_CHECK evaluated false
        CheckRaised,     // a CHECK raised (the checker catches it and reports it)
        CodeRaised,      // PRE or POST raised
        ExactlyOne,      // REQ EXACTLY_ONE: another count (with different values, or none)
        AtLeastOne,      // REQ AT_LEAST_ONE
        AtLeastN,        // REQ AT_LEAST(n)
        Alternatives,    // REQ AT_LEAST_ONE_OR: none of them
        AtLeastOneCheck, // ATLEAST_ONE_CHECK held on no line (the quality target, usually)
        EndCheckFailed,
        EndCheckRaised,
        ParseErrors,    // a line json.loads could not read
        NoLines,        // no :::MLLOG line at all
        MissingRuleFile // enqueue_config named a file the tool does not have
    };
    Kind kind;
    std::string file;   // the rule file: "training_5.0.0/closed_bert.yaml"
    std::string key;    // the key, when the message is about one
    std::string detail; // the test that failed, the exception, or the values seen
    int line = 0;       // the log line (1-based) that triggered it, 0 when none
    int count = 0;      // occurrences found (REQ)
    int needed = 0;     // AT_LEAST(n)

    // The checker's own words (English; Diagnostic codes carry the translated form).
    std::string text() const;
};

struct Verdict
{
    enum class Outcome
    {
        Valid,
        Invalid,     // a message: the summarizer drops the run
        ToolError,   // the official tool stops on this log (an uncaught exception)
        Unsupported, // the rules need Python ScaleScope does not evaluate: no verdict
    };
    Outcome outcome = Outcome::Valid;
    std::vector<RuleMessage> messages; // what rejects the run (Invalid)
    std::vector<RuleMessage> warnings; // what the tool warns about, run kept
    std::string error;                 // ToolError: "FileNotFoundError: ..."; Unsupported: why
    int errorLine = 0;
};

class ComplianceChecker
{
public:
    ComplianceChecker(std::shared_ptr<const RuleBook> book, std::string usage, std::string version);

    bool available() const; // the book has this ruleset
    Verdict check(const MllogLines &lines) const;

    const std::string &usage() const { return m_usage; }
    const std::string &version() const { return m_version; }

private:
    std::shared_ptr<const RuleBook> m_book;
    std::string m_usage;
    std::string m_version;
};

// "5.0" -> "5.0.0", the ruleset the summarizer is run with for a round.
std::string rulesetForRound(const std::string &round);

} // namespace scalescope::rules
