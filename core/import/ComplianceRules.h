#pragma once
// What the official compliance checker requires of a result log beyond its quality target, per
// round, division and benchmark, written out as data from the checker's rule files
// (mlperf_logging/compliance_checker/training_X.Y.0/{common,closed_common,closed_<benchmark>}.yaml).
// A run that breaks one is dropped by the official summarizer ("Compliance check failed"), so it
// is dropped here too, with a diagnostic that names the rule. Only what a log can show is here;
// the rules not checked are listed in the README ("Compliance rules").
#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace scalescope {

struct KeyRule
{
    const char *key;
    int atLeast;          // fewest occurrences allowed
    int atMost;           // most occurrences allowed; -1 for no limit
    const char *ruleFile; // where the checker states it, "training_5.0.0/closed_bert.yaml"
};

struct ComplianceRules
{
    bool known = false;  // the round has rules written out here
    QList<KeyRule> keys; // each must hold
    // init_stop must come less than this long after the first init_start.
    std::optional<double> maxInitMinutes;
    const char *initRuleFile = "";
    // Stable diffusion: evaluations (FID and CLIP joined by samples_count) the log must hold, each
    // with both metrics.
    int minEvaluations = 0;
    const char *evaluationRuleFile = "";

    QList<QByteArray> countedKeys() const;
};

// division: the log's submission_division, else the system description's ("closed", "open").
ComplianceRules complianceRules(const QString &round, const QString &benchmark, const QString &division);

// Rounds whose rules are written out here (for the README and the "not checked" note).
QStringList roundsWithComplianceRules();

} // namespace scalescope
