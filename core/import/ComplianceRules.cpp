#include "core/import/ComplianceRules.h"

#include <QStringList>

namespace scalescope {
namespace {

constexpr int kAny = -1;

struct KeyRow
{
    const char *round;
    const char *division;  // "" for both
    const char *benchmark; // "" for every benchmark
    KeyRule rule;
};

// Key presence as REQ states it: EXACTLY_ONE = {1, 1}, AT_LEAST_ONE = {1, kAny}.
#define EXACTLY_ONE(key, file)                                                                                                   \
    {                                                                                                                            \
        key, 1, 1, file                                                                                                          \
    }
#define AT_LEAST_ONE(key, file)                                                                                                  \
    {                                                                                                                            \
        key, 1, kAny, file                                                                                                       \
    }

// The rule files every benchmark of a round reads.
struct RoundFiles
{
    const char *round;
    const char *common;
    const char *closedCommon;
};
constexpr RoundFiles kRoundFiles[] = {
    {"1.0", "1.0.0/common.yaml", "1.0.0/closed_common.yaml"},
    {"3.1", "training_3.1.0/common.yaml", "training_3.1.0/closed_common.yaml"},
    {"4.0", "training_4.0.0/common.yaml", "training_4.0.0/closed_common.yaml"},
    {"5.0", "training_5.0.0/common.yaml", "training_5.0.0/closed_common.yaml"},
    {"5.1", "training_5.1.0/common.yaml", "training_5.1.0/closed_common.yaml"},
};

const QList<KeyRow> &keyTable()
{
    static const QList<KeyRow> rows = [] {
        QList<KeyRow> t;
        for (const RoundFiles &f : kRoundFiles) {
            // common.yaml: every division and benchmark. The submission_* lines are not in 5.0's, and
            // 5.1's has submission_org and submission_platform but not submission_status; the
            // official tool (at the commit that made official_scores_v1.0.csv) accepts v1.0 logs that
            // repeat them (Supermicro bert), so in 1.0 they are "at least one".
            const bool v10 = qstrcmp(f.round, "1.0") == 0;
            const bool v50 = qstrcmp(f.round, "5.0") == 0;
            const bool v51 = qstrcmp(f.round, "5.1") == 0;
            for (const char *k : {"submission_org", "submission_platform", "submission_status"})
                if (!v50 && !(v51 && qstrcmp(k, "submission_status") == 0))
                    t << KeyRow{f.round, "", "", v10 ? KeyRule AT_LEAST_ONE(k, f.common) : KeyRule EXACTLY_ONE(k, f.common)};
            t << KeyRow{f.round, "", "",
                        v10 ? KeyRule AT_LEAST_ONE("submission_division", f.common)
                            : KeyRule EXACTLY_ONE("submission_division", f.common)};
            for (const char *k : {"init_stop", "run_start", "run_stop", "train_samples", "eval_samples"})
                t << KeyRow{f.round, "", "", EXACTLY_ONE(k, f.common)};
            for (const char *k : {"cache_clear", "init_start", "eval_accuracy"})
                t << KeyRow{f.round, "", "", AT_LEAST_ONE(k, f.common)};
            for (const char *k : {"submission_benchmark", "gradient_accumulation_steps"})
                t << KeyRow{f.round, "closed", "", EXACTLY_ONE(k, f.closedCommon)};
        }
        // closed_<benchmark>.yaml: the hyperparameters a closed run must log. (1.0's closed_resnet and
        // closed_bert also ask for weights_initialization lines in the rule files as they stand now;
        // the official tool that made the v1.0 oracle accepts logs without them, so that is not checked.)
        for (const char *k : {"global_batch_size", "opt_name"}) {
            t << KeyRow{"1.0", "closed", "resnet", EXACTLY_ONE(k, "1.0.0/closed_resnet.yaml")};
            t << KeyRow{"3.1", "closed", "resnet", EXACTLY_ONE(k, "training_3.1.0/closed_resnet.yaml")};
        }
        for (const char *k : {"global_batch_size", "opt_base_learning_rate", "opt_epsilon", "opt_learning_rate_training_steps",
                              "opt_learning_rate_warmup_steps", "num_warmup_steps", "start_warmup_step", "opt_lamb_beta_1",
                              "opt_lamb_beta_2", "opt_lamb_weight_decay_rate"})
            t << KeyRow{"1.0", "closed", "bert", EXACTLY_ONE(k, "1.0.0/closed_bert.yaml")};
        for (const char *k : {"global_batch_size", "opt_base_learning_rate", "opt_lamb_epsilon",
                              "opt_learning_rate_training_steps", "opt_learning_rate_warmup_steps", "num_warmup_steps",
                              "start_warmup_step", "opt_lamb_beta_1", "opt_lamb_beta_2", "opt_lamb_weight_decay_rate"})
            t << KeyRow{"5.0", "closed", "bert", EXACTLY_ONE(k, "training_5.0.0/closed_bert.yaml")};
        for (const char *k :
             {"global_batch_size", "opt_name", "opt_base_learning_rate", "opt_adagrad_learning_rate_decay", "opt_weight_decay",
              "opt_adagrad_initial_accumulator_value", "opt_adagrad_epsilon", "opt_learning_rate_warmup_steps",
              "opt_learning_rate_decay_start_step", "opt_learning_rate_decay_steps"})
            t << KeyRow{"5.0", "closed", "dlrm_dcnv2", EXACTLY_ONE(k, "training_5.0.0/closed_dlrm_dcnv2.yaml")};
        // The llama 3.1 benchmarks log the same hyperparameters, and one of their own each.
        const auto llama31Keys = {"global_batch_size",
                                  "max_sequence_length",
                                  "opt_name",
                                  "opt_base_learning_rate",
                                  "opt_end_learning_rate",
                                  "opt_learning_rate_decay_steps",
                                  "opt_learning_rate_warmup_steps",
                                  "opt_learning_rate_decay_schedule",
                                  "opt_adamw_beta_1",
                                  "opt_adamw_beta_2",
                                  "opt_adamw_epsilon",
                                  "opt_adamw_weight_decay",
                                  "opt_gradient_clip_norm"};
        for (const char *k : llama31Keys)
            t << KeyRow{"5.0", "closed", "llama31_405b", EXACTLY_ONE(k, "training_5.0.0/closed_llama31_405b.yaml")};
        t << KeyRow{"5.0", "closed", "llama31_405b",
                    EXACTLY_ONE("init_checkpoint_step", "training_5.0.0/closed_llama31_405b.yaml")};
        t << KeyRow{"5.0", "closed", "stable_diffusion",
                    AT_LEAST_ONE("global_batch_size", "training_5.0.0/closed_stable_diffusion.yaml")};
        for (const char *k : {"opt_name", "opt_adamw_beta_1", "opt_adamw_beta_2", "opt_adamw_epsilon", "opt_adamw_weight_decay",
                              "opt_base_learning_rate", "opt_learning_rate_warmup_steps"})
            t << KeyRow{"5.0", "closed", "stable_diffusion", EXACTLY_ONE(k, "training_5.0.0/closed_stable_diffusion.yaml")};
        // 5.1 (mlcommons/logging at 36999d1, b19f4e5 and 42eadcc): llama31_8b replaces bert, flux1
        // replaces stable_diffusion; llama31_405b keeps 5.0's list.
        for (const char *k : llama31Keys) {
            t << KeyRow{"5.1", "closed", "llama31_405b", EXACTLY_ONE(k, "training_5.1.0/closed_llama31_405b.yaml")};
            t << KeyRow{"5.1", "closed", "llama31_8b", EXACTLY_ONE(k, "training_5.1.0/closed_llama31_8b.yaml")};
        }
        t << KeyRow{"5.1", "closed", "llama31_405b",
                    EXACTLY_ONE("init_checkpoint_step", "training_5.1.0/closed_llama31_405b.yaml")};
        t << KeyRow{"5.1", "closed", "llama31_8b", EXACTLY_ONE("MAX_STEPS", "training_5.1.0/closed_llama31_8b.yaml")};
        t << KeyRow{"5.1", "closed", "flux1", AT_LEAST_ONE("global_batch_size", "training_5.1.0/closed_flux1.yaml")};
        for (const char *k :
             {"evaluation_frequency", "opt_name", "opt_adamw_beta_1", "opt_adamw_beta_2", "opt_adamw_epsilon",
              "opt_adamw_weight_decay", "opt_base_learning_rate", "opt_learning_rate_warmup_steps", "opt_gradient_clip_norm"})
            t << KeyRow{"5.1", "closed", "flux1", EXACTLY_ONE(k, "training_5.1.0/closed_flux1.yaml")};
        return t;
    }();
    return rows;
}

#undef EXACTLY_ONE
#undef AT_LEAST_ONE

struct InitRow
{
    const char *round;
    const char *division;
    double minutes;
    const char *file;
};

// init_stop - first init_start < limit: 20 minutes in 1.0; from 3.0 on "compile_time_mins",
// 30 closed and 240 open.
const QList<InitRow> &initTable()
{
    static const QList<InitRow> rows = {
        {"1.0", "", 20, "1.0.0/common.yaml"},
        {"3.1", "closed", 30, "training_3.1.0/common.yaml"},
        {"3.1", "open", 240, "training_3.1.0/common.yaml"},
        {"4.0", "closed", 30, "training_4.0.0/common.yaml"},
        {"4.0", "open", 240, "training_4.0.0/common.yaml"},
        {"5.0", "closed", 30, "training_5.0.0/common.yaml"},
        {"5.0", "open", 240, "training_5.0.0/common.yaml"},
        {"5.1", "closed", 30, "training_5.1.0/common.yaml"},
        {"5.1", "open", 240, "training_5.1.0/common.yaml"},
    };
    return rows;
}

bool matches(const char *pattern, const QString &value)
{
    return !*pattern || value == QLatin1String(pattern);
}

} // namespace

QList<QByteArray> ComplianceRules::countedKeys() const
{
    QList<QByteArray> out;
    for (const KeyRule &k : keys)
        out << QByteArray(k.key);
    return out;
}

ComplianceRules complianceRules(const QString &round, const QString &benchmark, const QString &division)
{
    ComplianceRules r;
    const QString bench = benchmark == QLatin1String("mask") ? QStringLiteral("maskrcnn") : benchmark;
    for (const KeyRow &row : keyTable()) {
        if (round != QLatin1String(row.round))
            continue;
        r.known = true;
        if (matches(row.division, division) && matches(row.benchmark, bench))
            r.keys << row.rule;
    }
    for (const InitRow &row : initTable())
        if (round == QLatin1String(row.round) && matches(row.division, division)) {
            r.maxInitMinutes = row.minutes;
            r.initRuleFile = row.file;
        }
    if (round == QLatin1String("5.0") && bench == QLatin1String("stable_diffusion") && division == QLatin1String("closed")) {
        r.minEvaluations = 2; // aggregated_eval_accuracy: REQ AT_LEAST(2), FID and CLIP in each
        r.evaluationRuleFile = "training_5.0.0/closed_stable_diffusion.yaml";
    }
    return r;
}

QStringList roundsWithComplianceRules()
{
    QStringList out;
    for (const KeyRow &row : keyTable())
        if (!out.contains(QLatin1String(row.round)))
            out << QLatin1String(row.round);
    return out;
}

} // namespace scalescope
