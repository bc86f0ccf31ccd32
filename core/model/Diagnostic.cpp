// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/Diagnostic.h"

#include <QCoreApplication>

namespace scalescope::model {
namespace {

struct MessageEntry
{
    const char *code;
    const char *text; // English source with %1.. placeholders, translated in context "Diagnostic"
};

// One table so that every code has exactly one message and lupdate sees every text.
constexpr MessageEntry kMessages[] = {
    {"path.not_found", QT_TRANSLATE_NOOP("Diagnostic", "The path %1 does not exist.")},
    {"path.no_round", QT_TRANSLATE_NOOP("Diagnostic", "No round (such as v4.0) in the path %1: give it with --round X.Y.")},
    {"path.bad_round", QT_TRANSLATE_NOOP("Diagnostic", "The round '%1' is not of the form X.Y.")},
    {"path.not_results",
     QT_TRANSLATE_NOOP("Diagnostic", "%1 holds no MLPerf results: expected <org>/results/<system>/<benchmark>/result_*.txt.")},
    {"fs.symlink_dir", QT_TRANSLATE_NOOP("Diagnostic", "Symbolic link to a folder not followed: %1.")},
    {"fs.not_regular", QT_TRANSLATE_NOOP("Diagnostic", "Skipped %1: not a regular file (%2).")},
    {"fs.unreadable", QT_TRANSLATE_NOOP("Diagnostic", "Cannot read %1: %2.")},
    {"fs.empty",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "%1 is empty (0 bytes): nothing to import. Was it still being written or copied? Open it again "
                       "once it holds a results table, a dataset or a session.")},
    {"fs.stray_folder",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "Folder %1 inside a benchmark folder is ignored (the official tool reads only result_*.txt there).")},
    {"fs.empty_benchmark", QT_TRANSLATE_NOOP("Diagnostic", "Benchmark folder %1 holds no result_*.txt file.")},
    {"fs.list_failed", QT_TRANSLATE_NOOP("Diagnostic", "Cannot list the folder %1: %2.")},
    {"system.missing", QT_TRANSLATE_NOOP("Diagnostic", "No system description %1 for these results: system fields are unknown.")},
    {"system.bad_json", QT_TRANSLATE_NOOP("Diagnostic", "The system description is not valid JSON: %1.")},
    {"system.not_object", QT_TRANSLATE_NOOP("Diagnostic", "The system description is not a JSON object.")},
    {"system.too_large", QT_TRANSLATE_NOOP("Diagnostic", "The system description is larger than %1 bytes: skipped.")},
    {"system.bad_number",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "Field %1 has the value '%2', which is not a whole count from 0 to 1,000,000: left unknown.")},
    {"system.zero_nodes",
     QT_TRANSLATE_NOOP("Diagnostic", "number_of_nodes is 0: the node and accelerator counts are left unknown.")},
    {"system.implausible_total",
     QT_TRANSLATE_NOOP("Diagnostic", "%1 nodes × %2 per node is more than %3 accelerators: the count is left unknown.")},
    {"system.bad_capacity",
     QT_TRANSLATE_NOOP("Diagnostic", "Field %1 has the value '%2', whose unit is not recognised: left unknown.")},
    {"system.division_alias", QT_TRANSLATE_NOOP("Diagnostic", "Division '%1' read as '%2'.")},
    {"system.unknown_status", QT_TRANSLATE_NOOP("Diagnostic", "Availability '%1' is not a known category: kept as written.")},
    {"system.cpu_only", QT_TRANSLATE_NOOP("Diagnostic", "CPU-only system (no accelerators): scaled by its %1 processors.")},
    {"log.unsupported_format",
     QT_TRANSLATE_NOOP("Diagnostic", "Unsupported log format (%1, from MLPerf v0.5/v0.6): run not read.")},
    {"log.no_mllog",
     QT_TRANSLATE_NOOP("Diagnostic", "No :::MLLOG line: this is not an MLPerf result log, and the run is dropped.")},
    {"log.bad_line", QT_TRANSLATE_NOOP("Diagnostic", "Malformed :::MLLOG line (%1): ignored.")},
    {"log.truncated",
     QT_TRANSLATE_NOOP("Diagnostic", "The log ends in the middle of this line: it was cut short, and the line is ignored.")},
    {"log.line_too_long", QT_TRANSLATE_NOOP("Diagnostic", "Line longer than %1 bytes: ignored.")},
    {"log.no_run_start", QT_TRANSLATE_NOOP("Diagnostic", "No run_start: the run is dropped.")},
    {"log.no_run_stop", QT_TRANSLATE_NOOP("Diagnostic", "No run_stop: the run is dropped.")},
    {"log.target_not_reached",
     QT_TRANSLATE_NOOP("Diagnostic", "The run never reaches the quality target (%1; best %2; run_stop says '%3'): dropped.")},
    {"log.benchmark_mismatch",
     QT_TRANSLATE_NOOP("Diagnostic", "The log names benchmark '%1' but lies in folder '%2': the folder is used.")},
    {"log.duplicate", QT_TRANSLATE_NOOP("Diagnostic", "This log is byte-identical to %1.")},
    {"log.implausible_time",
     QT_TRANSLATE_NOOP(
         "Diagnostic",
         "run_start or run_stop has time_ms %1, which is not a time in milliseconds since 1970. The official tool counts "
         "the run as it is: check this log.")},
    {"log.stop_before_start",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "run_stop comes before run_start, so the run takes a negative time; the official tool counts it as "
                       "it is: check this log.")},
    {"import.out_of_memory",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "There is not enough memory to import %1 (%2 MiB): nothing of it was kept. Close other programs "
                       "or import a part of it.")},
    {"log.implausible_duration",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "The run takes %1 minutes, longer than %2 days, which no training run takes; the official tool "
                       "counts it as it is: check run_start and run_stop in this log.")},
    {"log.unparseable",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "This :::MLLOG line cannot be read (%1): the official tool drops a log with such a line, and so "
                       "does ScaleScope.")},
    {"rules.check_failed",
     QT_TRANSLATE_NOOP("Diagnostic", "The official rules (%1) check each '%2' line with %3, and this line fails it: the "
                                     "official tool rejects the run, and it is dropped.")},
    {"rules.check_raised",
     QT_TRANSLATE_NOOP("Diagnostic", "The official rules (%1) for '%2' cannot be applied to this line (%3): the official "
                                     "tool rejects the run, and it is dropped.")},
    {"rules.missing",
     QT_TRANSLATE_NOOP("Diagnostic", "The official rules (%1) require a '%2' line, and the log has none: the official "
                                     "tool rejects the run, and it is dropped.")},
    {"rules.exactly_one",
     QT_TRANSLATE_NOOP("Diagnostic", "The official rules (%1) require exactly one '%2' line; the log has %3 (values: %4): "
                                     "the official tool rejects the run, and it is dropped.")},
    {"rules.exactly_one_same",
     QT_TRANSLATE_NOOP("Diagnostic", "The official rules (%1) require exactly one '%2' line; the log has %3 with the same "
                                     "value. The official tool only warns, and the run counts.")},
    {"rules.at_least",
     QT_TRANSLATE_NOOP("Diagnostic", "The official rules (%1) require at least %3 '%2' line(s); the log has %4: the "
                                     "official tool rejects the run, and it is dropped.")},
    {"rules.alternatives",
     QT_TRANSLATE_NOOP("Diagnostic", "The official rules (%1) require a line of %2; the log has none: the official tool "
                                     "rejects the run, and it is dropped.")},
    {"rules.never_held",
     QT_TRANSLATE_NOOP("Diagnostic", "The official rules (%1) require at least one '%2' line with %3, and no line has it "
                                     "(the quality target is not reached): the run is dropped.")},
    {"rules.end_check",
     QT_TRANSLATE_NOOP("Diagnostic", "The official rules (%1) check at the end of the log that %2, and it does not hold: "
                                     "the run is dropped.")},
    {"rules.parse_errors",
     QT_TRANSLATE_NOOP("Diagnostic", "%1 :::MLLOG line(s) cannot be read, the first here (%2): the official tool rejects "
                                     "a log with such a line, and the run is dropped.")},
    {"rules.missing_file",
     QT_TRANSLATE_NOOP("Diagnostic", "The log leads the official rules to the rule file %1, which does not exist: the "
                                     "official tool stops here.")},
    {"rules.tool_error",
     QT_TRANSLATE_NOOP("Diagnostic", "The official tool stops with an error on this log (%1) instead of scoring it: "
                                     "ScaleScope drops the run.")},
    {"rules.unsupported",
     QT_TRANSLATE_NOOP("Diagnostic", "ScaleScope cannot apply the official rules to this log (%1): the run is dropped "
                                     "and has no verdict. Load newer rules with --rules or Settings.")},
    {"rules.none", QT_TRANSLATE_NOOP("Diagnostic", "The official tool has no %1 rules for round %2: runs are checked against the "
                                                   "quality target only, and scores are not official.")},
    {"power.no_start", QT_TRANSLATE_NOOP("Diagnostic", "This power log has no power_measurement_start: the run has no energy.")},
    {"power.no_stop",
     QT_TRANSLATE_NOOP("Diagnostic", "This power log has no power_measurement_stop: the last reading ends the window, as in the "
                                     "official tool.")},
    {"power.empty_window",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "This power log stops where it starts (time_ms %1), so it measures no time: the run has no energy "
                       "(the official tool fails here: it divides by zero).")},
    {"power.bad_reading", QT_TRANSLATE_NOOP("Diagnostic", "A reading in this power log is not a number: the run has no energy.")},
    {"power.no_node_log",
     QT_TRANSLATE_NOOP("Diagnostic", "The folder power has no node_*.txt for %1: that run, and so the folder, has no energy.")},
    {"power.too_large", QT_TRANSLATE_NOOP("Diagnostic", "This power log is larger than %1: skipped, and the run has no energy.")},
    {"score.unknown_target",
     QT_TRANSLATE_NOOP(
         "Diagnostic",
         "No quality target is known for %1 in round %2: runs are not verified and the score is marked unverified.")},
    {"score.run_count", QT_TRANSLATE_NOOP("Diagnostic", "%1 result files where the rules expect %2 for %3.")},
    {"score.no_runs", QT_TRANSLATE_NOOP("Diagnostic", "No official score: the folder holds no run.")},
    {"score.too_many_dropped",
     QT_TRANSLATE_NOOP("Diagnostic", "No official score: %1 of %2 runs are invalid and at most %3 may be.")},
    {"score.too_few_runs",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "No official score: too few valid runs (%1) remain once the fastest and slowest are dropped.")},
    {"score.too_few_models",
     QT_TRANSLATE_NOOP("Diagnostic", "No weak-scaling result: %1 models trained to the target where the rules expect at "
                                     "least %2.")},
    {"score.tool_stops", QT_TRANSLATE_NOOP("Diagnostic", "No result: the official tool stops on this folder (%1).")},
    {"score.instance_scale_implausible",
     QT_TRANSLATE_NOOP("Diagnostic", "The logs record %2 accelerators per model for %1 models, more than the machine's %3 "
                                     "in all: they probably give the whole system's size. Both readings are shown: %2 "
                                     "as logged, %4 per model from the machine.")},
    {"scaling.bad", QT_TRANSLATE_NOOP("Diagnostic", "scaling.json has no usable scaling_factor: a factor of 1 is used.")},
    {"catalog.unmatched",
     QT_TRANSLATE_NOOP("Diagnostic", "The accelerator '%1' is not in the catalog: no datasheet figures for it.")},
    {"catalog.ambiguous",
     QT_TRANSLATE_NOOP("Diagnostic", "The accelerator '%1' matches several catalog entries (%2): none is used.")},
    {"catalog.inferred", QT_TRANSLATE_NOOP("Diagnostic", "The accelerator '%1' is read as %2 from the system name '%3'.")},
    {"catalog.by_memory",
     QT_TRANSLATE_NOOP("Diagnostic", "The accelerator '%1' is read as %2 from the memory the system file gives (%3 GB).")},
    {"catalog.ambiguous_memory",
     QT_TRANSLATE_NOOP("Diagnostic", "The accelerator '%1' fits catalog entries that differ only in memory (%2), and the "
                                     "memory the system file gives (%3 GB) matches none of them: none is used.")},
    {"catalog.no_memory",
     QT_TRANSLATE_NOOP("Diagnostic", "The accelerator '%1' fits catalog entries that differ only in memory (%2), and the "
                                     "system file gives no accelerator_memory_capacity to tell which: none is used.")},
    {"derived.cores_per_node",
     QT_TRANSLATE_NOOP("Diagnostic", "host_processor_core_count %1 is above the %2 cores of one %3: read as cores per node.")},
    {"derived.no_throughput", QT_TRANSLATE_NOOP("Diagnostic", "No run says how many samples it trained (no train_samples with an "
                                                              "epoch number, no samples_count): throughput unknown.")},
    {"dataset.bad_json", QT_TRANSLATE_NOOP("Diagnostic", "The dataset file is not valid JSON: %1.")},
    {"dataset.bad_schema", QT_TRANSLATE_NOOP("Diagnostic", "The file says '%1' where a ScaleScope dataset says '%2': not read.")},
    {"dataset.bad_row", QT_TRANSLATE_NOOP("Diagnostic", "Row %1 has an unreadable value in column %2: row skipped.")},
    {"dataset.replaced",
     QT_TRANSLATE_NOOP("Diagnostic", "%1 was already open from %2: the configuration read from this file replaces it.")},
    {"csv.unterminated", QT_TRANSLATE_NOOP("Diagnostic", "A quoted field that starts here never ends.")},
    {"csv.unknown_table",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "This CSV is neither a ScaleScope dataset, a result-summarizer table nor a results-website table.")},
    {"csv.bad_number",
     QT_TRANSLATE_NOOP("Diagnostic", "Column %1 has the value '%2', which is not a finite number: left unknown.")},
    {"csv.bad_count",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "Column %1 has the value '%2', which is not a whole count from 0 to 1,000,000: left unknown.")},
    {"csv.bad_score",
     QT_TRANSLATE_NOOP("Diagnostic", "Column %1 has the score '%2', which is not a positive time in minutes: no score.")},
    {"csv.oversized_row",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "This row has more than %1 fields or a field over %2 MiB, which no results row has: skipped.")},
    {"csv.bad_header", QT_TRANSLATE_NOOP("Diagnostic", "The CSV header lacks the column %1.")},
    {"import.too_many_configurations",
     QT_TRANSLATE_NOOP("Diagnostic",
                       "This file holds more than %1 configurations, the most ScaleScope reads from one file. Split "
                       "the table, or keep only the rows you need.")},
};

struct SeverityEntry
{
    Severity severity;
    const char *key;
    const char *text;
};
constexpr SeverityEntry kSeverities[] = {
    {Severity::Info, "info", QT_TRANSLATE_NOOP("Diagnostic", "note")},
    {Severity::Warning, "warning", QT_TRANSLATE_NOOP("Diagnostic", "warning")},
    {Severity::Error, "error", QT_TRANSLATE_NOOP("Diagnostic", "error")},
};

} // namespace

QString diagnosticMessage(const Diagnostic &d)
{
    for (const auto &m : kMessages) {
        if (d.code == QLatin1String(m.code)) {
            QString text = QCoreApplication::translate("Diagnostic", m.text);
            for (const QString &a : d.args)
                text = text.arg(a);
            return text;
        }
    }
    // An unknown code still says something useful.
    return d.code + QLatin1String(": ") + d.args.join(QLatin1String(", "));
}

QString diagnosticCountsText(const Diagnostics &diagnostics)
{
    int errors = 0, warnings = 0, notes = 0;
    for (const Diagnostic &d : diagnostics)
        (d.severity == Severity::Error ? errors : d.severity == Severity::Warning ? warnings : notes) += 1;
    return QCoreApplication::translate("Diagnostic", "%n error(s)", nullptr, errors) + QStringLiteral(", ") +
           QCoreApplication::translate("Diagnostic", "%n warning(s)", nullptr, warnings) + QStringLiteral(", ") +
           QCoreApplication::translate("Diagnostic", "%n note(s)", nullptr, notes);
}

QString severityName(Severity s)
{
    for (const auto &e : kSeverities)
        if (e.severity == s)
            return QCoreApplication::translate("Diagnostic", e.text);
    return {};
}

QString severityKey(Severity s)
{
    for (const auto &e : kSeverities)
        if (e.severity == s)
            return QLatin1String(e.key);
    return {};
}

Severity severityFromKey(const QString &key)
{
    for (const auto &e : kSeverities)
        if (key == QLatin1String(e.key))
            return e.severity;
    return Severity::Warning;
}

QStringList knownDiagnosticCodes()
{
    QStringList codes;
    for (const auto &m : kMessages)
        codes << QLatin1String(m.code);
    return codes;
}

} // namespace scalescope::model
