// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/DetailsPane.h"

#include "app/models/ConfigurationTableModel.h"
#include "app/state/ConfigurationSelection.h"
#include "app/state/DocumentController.h"
#include "core/model/AcceleratorCatalog.h"
#include "core/rules/OfficialScore.h"
#include "core/rules/PublishedResults.h"

#include <QDesktopServices>
#include <QEvent>
#include <QLocale>
#include <QMimeData>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace scalescope::views {
namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString num(std::optional<double> v, int decimals)
{
    return v ? QLocale().toString(*v, 'f', decimals) : QStringLiteral("–");
}

// Word joiner: no line break here (Qt's tables break after a '/', as in "TFLOP/ s").
constexpr QChar kNoBreak(0x2060);

// Zero-width space: a line may break here (after a '_', where Unicode allows none).
constexpr QChar kMayBreak(0x200B);

// `text` escaped, with no break after a '/' that a letter follows ("samples/s", "GB/s"), and a break
// allowed after a '_' (a narrow pane broke "accelerator_frequency" and "GX2560M7_H100_SXM_80GBx4"
// mid-word).
QString glued(const QString &text)
{
    QString out = text;
    for (qsizetype i = out.size() - 2; i >= 0; --i) {
        if (out[i] == QLatin1Char('/') && out[i + 1].isLetter())
            out.insert(i + 1, kNoBreak);
        else if (out[i] == QLatin1Char('_') && out[i + 1].isLetterOrNumber())
            out.insert(i + 1, kMayBreak);
    }
    return esc(out);
}

// The pane's text copies without the invisible marks that steer its line breaks.
class DetailsBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;

protected:
    QMimeData *createMimeDataFromSelection() const override
    {
        auto *copied = new QMimeData;
        copied->setText(textCursor().selection().toPlainText().remove(kNoBreak).remove(kMayBreak));
        return copied;
    }
};

QString row(const QString &label, const QString &value, const QString &note = QString())
{
    // Two columns, a note (the file's own text, a datasheet, how a figure was read) under its
    // value: in a third column beside it, long notes left the labels too narrow for their words,
    // which then broke letter by letter. No cell is kept from wrapping (white-space:pre): such a
    // cell took its whole width and squeezed the labels. A figure with its unit holds together by
    // a no-break space and a word joiner instead; names, labels and notes wrap at words.
    constexpr qsizetype kFigureLength = 16;
    QString shown = glued(value);
    if (value.size() <= kFigureLength)
        shown.replace(QLatin1Char(' '), QChar(QChar::Nbsp));
    if (note.isEmpty() || note == value) // the file's text said again adds nothing
        return QStringLiteral("<tr><th align=left>%1</th><td>%2</td></tr>").arg(glued(label), shown);
    return QStringLiteral("<tr><th align=left rowspan=2>%1</th><td>%2</td></tr><tr><td><i>%3</i></td></tr>")
        .arg(glued(label), shown, esc(note));
}

} // namespace

QString dropReasonText(const QString &code)
{
    if (code == QLatin1String(model::DropReason::NoRunStart))
        return DetailsPane::tr("no run_start");
    if (code == QLatin1String(model::DropReason::NoRunStop))
        return DetailsPane::tr("no run_stop");
    if (code == QLatin1String(model::DropReason::TargetNotReached))
        return DetailsPane::tr("quality target not reached");
    if (code == QLatin1String(model::DropReason::StopBeforeStart))
        return DetailsPane::tr("run_stop before run_start");
    if (code == QLatin1String(model::DropReason::Unreadable))
        return DetailsPane::tr("file unreadable");
    if (code == QLatin1String(model::DropReason::UnsupportedFormat))
        return DetailsPane::tr("unsupported log format");
    if (code == QLatin1String(model::DropReason::NoMllog))
        return DetailsPane::tr("not an MLPerf log");
    if (code == QLatin1String(model::DropReason::ImplausibleTime))
        return DetailsPane::tr("run_start or run_stop at an impossible time");
    if (code == QLatin1String(model::DropReason::Unparseable))
        return DetailsPane::tr("a log line that cannot be read");
    if (code == QLatin1String(model::DropReason::MissingKey))
        return DetailsPane::tr("a required log key missing or repeated");
    if (code == QLatin1String(model::DropReason::RuleFailed))
        return DetailsPane::tr("a check of the official rules fails");
    if (code == QLatin1String(model::DropReason::OfficialToolError))
        return DetailsPane::tr("the official tool stops with an error on this log");
    if (code == QLatin1String(model::DropReason::RulesUnsupported))
        return DetailsPane::tr("the official rules could not be applied (no verdict)");
    return code;
}

QString scoreMissingText(const QString &code)
{
    if (code == QLatin1String(model::ScoreMissing::NoRuns))
        return DetailsPane::tr("the folder holds no run");
    if (code == QLatin1String(model::ScoreMissing::TooManyDropped))
        return DetailsPane::tr("too many invalid runs");
    if (code == QLatin1String(model::ScoreMissing::TooFewRuns))
        return DetailsPane::tr("too few valid runs remain after dropping the fastest and slowest");
    if (code == QLatin1String(model::ScoreMissing::TooFewModels))
        return DetailsPane::tr("fewer models trained to the target than the rules expect");
    if (code == QLatin1String(model::ScoreMissing::OfficialToolStops))
        return DetailsPane::tr("the official tool stops on this folder");
    return code;
}

DetailsPane::DetailsPane(QWidget *parent) : QWidget(parent)
{
    m_view = new DetailsBrowser(this);
    m_view->setObjectName(QStringLiteral("detailsView"));
    m_view->setOpenLinks(false);
    // Only the links this pane writes (a result folder on github.com) leave the application.
    connect(m_view, &QTextBrowser::anchorClicked, this, [](const QUrl &url) {
        if (url.scheme() == QLatin1String("https") && url.host() == QLatin1String("github.com"))
            QDesktopServices::openUrl(url);
    });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    render();
}

void DetailsPane::follow(state::ConfigurationSelection *selection, state::DocumentController *document)
{
    const auto show = [this, selection, document]() {
        const model::Configuration *shown = nullptr;
        for (const model::Configuration &c : document->dataset().configurations)
            if (c.id == selection->current())
                shown = &c;
        showConfiguration(shown);
    };
    connect(selection, &state::ConfigurationSelection::changed, this, show);
    connect(document, &state::DocumentController::datasetReplaced, this, show);
}

void DetailsPane::showConfiguration(const model::Configuration *c)
{
    m_config = c ? std::optional<model::Configuration>(*c) : std::nullopt;
    render();
}

QString DetailsPane::plainText() const
{
    return m_view->toPlainText().remove(kNoBreak).remove(kMayBreak);
}

void DetailsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

// MLPerf HPC weak scaling: the three figures the official tool writes, and the throughput.
QString DetailsPane::weakScalingHtml(const model::Configuration &c) const
{
    QString h;
    if (c.modelsPerMinute)
        h += QStringLiteral("<p><b>%1</b></p>")
                 .arg(esc(tr("%1 models per minute").arg(QLocale().toString(*c.modelsPerMinute, 'f', 3))));
    else
        h += QStringLiteral("<p><b>%1</b></p>")
                 .arg(esc(tr("No weak-scaling result: %1").arg(scoreMissingText(c.scoreMissingReason))));
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(tr("Weak scaling: many models trained at once. Every valid run is one model; the time runs from the "
                         "earliest run_start to the latest run_stop of them all.")));
    h += QStringLiteral("<table>");
    h += row(tr("Models trained"), c.numberOfModels ? QLocale().toString(*c.numberOfModels) : QStringLiteral("–"));
    h += row(tr("Time to train them all (min)"), num(c.timeToTrainAllMinutes, 2));
    h +=
        row(tr("Accelerators per model, as logged"), c.instanceScale ? QLocale().toString(*c.instanceScale) : QStringLiteral("–"),
            c.instanceScalePerMachine ? tr("more than the machine holds for all models: %1 per model from the machine's size")
                                            .arg(num(c.instanceScalePerMachine, 1))
                                      : QString());
    h += QStringLiteral("</table>");
    return h;
}

void DetailsPane::render()
{
    if (!m_config) {
        m_view->setHtml(QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("Select a configuration to see its details."))));
        return;
    }
    const model::Configuration &c = *m_config;
    QString h = QStringLiteral("<h3>%1</h3>").arg(glued(c.shownSystemName()));
    h += QStringLiteral("<p>%1</p>").arg(glued(c.id));
    if (const QString id = c.publicId(); !id.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(tr("MLCommons public ID: %1").arg(id)));
    if (const QUrl published = rules::publishedResultsUrl(c); published.isValid())
        h += QStringLiteral("<p><a href=\"%1\">%2</a></p>")
                 .arg(esc(published.toString(QUrl::FullyEncoded)), esc(tr("Published result folder (MLCommons, GitHub)")));

    // Score and how it was computed
    h += QStringLiteral("<h4>%1</h4>").arg(esc(tr("Official score")));
    if (!c.officialRules)
        h += QStringLiteral("<p><b>%1</b></p>")
                 .arg(esc(tr("Not official: the official tool has no rules for %1 round %2. The score follows its method, with "
                             "runs checked against the quality target only.")
                              .arg(c.isHpc() ? QStringLiteral("HPC") : QStringLiteral("Training"), c.round)));
    if (c.isWeakScaling()) {
        h += weakScalingHtml(c);
    } else if (c.scoreMinutes) {
        h += QStringLiteral("<p><b>%1</b></p>").arg(esc(tr("%1 minutes").arg(QLocale().toString(*c.scoreMinutes, 'f', 3))));
        if (!c.runs.isEmpty()) {
            const rules::OfficialScore score =
                rules::computeOfficialScore(c.runs, c.benchmark, c.scalingFactor); // how it was trimmed
            const int fastest = score.fastestLeftOut, slowest = score.slowestLeftOut;
            // Said as a person would: never "the 1 fastest and the 0 slowest".
            const QString leftOut = fastest == 0 && slowest == 0 ? tr("no valid run is left out")
                                    : slowest == 0               ? tr("the %n fastest valid run(s) left out", nullptr, fastest)
                                    : fastest == 1 && slowest == 1
                                        ? tr("the fastest and the slowest valid run left out")
                                        : tr("the %1 fastest and the %2 slowest valid runs left out").arg(fastest).arg(slowest);
            h += QStringLiteral("<p>%1</p>")
                     .arg(esc(tr("Olympic mean of the valid runs: %1 of %2 runs are valid, %3; the mean is multiplied by "
                                 "the scaling factor %4.")
                                  .arg(c.validRunCount())
                                  .arg(c.runs.size())
                                  .arg(leftOut, QLocale().toString(c.scalingFactor, 'g', 8))));
        } else {
            h += QStringLiteral("<p>%1</p>").arg(esc(tr("Taken from the results table (no run logs).")));
        }
    } else {
        h += QStringLiteral("<p><b>%1</b></p>").arg(esc(tr("No official score: %1").arg(scoreMissingText(c.scoreMissingReason))));
    }
    if (c.energyKj) {
        const bool fromRuns = std::any_of(c.runs.cbegin(), c.runs.cend(), [](const model::RunRecord &r) { return r.energyKj; });
        h += QStringLiteral("<p><b>%1</b></p>")
                 .arg(esc(tr("Energy to train: %1 kJ").arg(QLocale().toString(*c.energyKj, 'f', 1))));
        if (fromRuns)
            h += QStringLiteral("<p>%1</p>")
                     .arg(esc(tr("From the power logs: the valid runs' energies in the order of their times, the same runs "
                                 "left out as for the score, the mean multiplied by the scaling factor.")));
    }
    if (!c.qualityTarget.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(tr("Quality target: %1").arg(c.qualityTarget)));
    if (!c.scoreVerified)
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(tr("No quality target is known for this round and benchmark: runs are not verified.")));

    // Runs: file, minutes, whether it counts (or why not), best quality
    if (!c.runs.isEmpty()) {
        h += QStringLiteral("<h4>%1</h4><table border=1 cellspacing=0 cellpadding=3><tr>").arg(esc(tr("Runs")));
        const bool energy = std::any_of(c.runs.cbegin(), c.runs.cend(), [](const model::RunRecord &r) { return r.energyKj; });
        QStringList columns{tr("File"), tr("Minutes"), tr("Valid"), tr("Best quality")};
        if (energy)
            columns << tr("Energy (kJ)");
        for (const QString &col : columns) // headings wrap at their spaces ("Best / quality"): a narrow pane fits the table
            h += QStringLiteral("<th%1>%2</th>")
                     .arg(col.contains(QLatin1Char(' ')) ? QString() : QStringLiteral(" style=\"white-space:pre\""), esc(col));
        h += QStringLiteral("</tr>");
        for (const model::RunRecord &r : c.runs) {
            QString why = r.valid ? QString() : dropReasonText(r.dropReason);
            if (!r.stopStatus.isEmpty() && r.stopStatus != QLatin1String("success"))
                why += QStringLiteral(" (run_stop: %1)").arg(r.stopStatus);
            QString file = glued(r.file); // breaks after a '_' only ("result_ / 3.txt") where the pane is narrow
            if (!r.duplicateOf.isEmpty())
                file += QStringLiteral("<br><i>%1</i>").arg(esc(tr("identical to %1").arg(r.duplicateOf)));
            // Numbers never break inside, names only after a '_'. Why a run does not count goes on a
            // row of its own across the table, wrapping at words: in its own column it wrapped letter
            // by letter.
            h += QStringLiteral("<tr><td>%1</td><td align=right style=\"white-space:pre\">%2</td>"
                                "<td style=\"white-space:pre\">%3</td><td align=right style=\"white-space:pre\">%4</td>")
                     .arg(file, num(r.minutes, 3), esc(r.valid ? tr("yes") : tr("no")),
                          r.bestQuality ? QLocale().toString(*r.bestQuality, 'g', 5) : QStringLiteral("–"));
            if (energy)
                h += QStringLiteral("<td align=right style=\"white-space:pre\">%1</td>").arg(num(r.energyKj, 1));
            h += QStringLiteral("</tr>");
            if (!why.trimmed().isEmpty())
                h += QStringLiteral("<tr><td colspan=%1><i>%2</i></td></tr>")
                         .arg(columns.size())
                         .arg(esc(tr("%1: %2").arg(r.file, why.trimmed())));
        }
        h += QStringLiteral("</table>");
    }

    // Derived figures
    h += QStringLiteral("<h4>%1</h4><table>").arg(esc(tr("Derived")));
    h += row(tr("Accelerators"), c.accelerators ? QLocale().toString(*c.accelerators) : QStringLiteral("–"),
             c.cpuOnly ? tr("CPU-only system: the count is of processors") : QString());
    h += row(tr("Accelerator-minutes"), num(c.acceleratorMinutes, 1));
    h += row(tr("Throughput (samples/s)"), num(c.throughput, 0),
             c.loggedThroughput ? tr("logged by the run: %1").arg(num(c.loggedThroughput, 0)) : QString());
    h += row(tr("Per accelerator (samples/s)"), num(c.perAcceleratorThroughput, 1));
    h += row(tr("Host cores per accelerator"), num(c.hostCoresPerAccelerator, 1),
             c.coreCountPerNode ? tr("core count read as per node (above the CPU model's cores)") : QString());
    h += QStringLiteral("</table>");

    // Catalog
    h += QStringLiteral("<h4>%1</h4>").arg(esc(tr("Accelerator catalog")));
    if (const model::CatalogEntry *e = model::AcceleratorCatalog::embedded().find(c.catalogId)) {
        QString how = c.catalogMatch == QLatin1String("name") ? tr("matched by the accelerator name")
                      : c.catalogMatch == QLatin1String("system_name")
                          ? tr("inferred from the system name (the accelerator name alone is ambiguous)")
                      : c.catalogMatch == QLatin1String("memory")
                          ? tr("told by the memory the system file gives (the name fits variants that differ in memory)")
                          : tr("matched by the host CPU (CPU-only system)");
        h += QStringLiteral("<p><b>%1</b> — %2</p><table>").arg(esc(e->name), esc(how));
        auto sourced = [&](const QString &label, const model::SourcedValue &v, const QString &unit) {
            h += row(label, v.value ? QLocale().toString(*v.value, 'g', 6) + QLatin1Char(' ') + unit : tr("unknown"), v.source);
        };
        sourced(tr("Memory"), e->memoryGb, QStringLiteral("GB"));
        sourced(tr("Memory bandwidth"), e->memoryBandwidthGbs, QStringLiteral("GB/s"));
        sourced(tr("Dense peak FP16/BF16"), e->peakTflops.value(QStringLiteral("fp16_bf16")), QStringLiteral("TFLOP/s"));
        sourced(tr("Peak FP32"), e->peakTflops.value(QStringLiteral("fp32")), QStringLiteral("TFLOP/s"));
        sourced(tr("TDP"), e->tdpW, QStringLiteral("W"));
        h += QStringLiteral("</table>");
    } else {
        // Why: the matcher's own words (a name that fits several entries, variants the memory
        // figure does not tell apart), or plainly not in the catalog.
        model::Diagnostics why;
        model::AcceleratorCatalog::embedded().match(c, QString(), why);
        h += QStringLiteral("<p>%1</p>")
                 .arg(esc(why.isEmpty() || why.first().code == QLatin1String("catalog.unmatched")
                              ? tr("Not in the catalog: no datasheet figures.")
                              : model::diagnosticMessage(why.first())));
    }

    // System fields with their raw strings
    h += QStringLiteral("<h4>%1</h4><table>").arg(esc(tr("System")));
    const auto raw = [&](const char *key) { return c.raw.value(QLatin1String(key)); };
    h += row(tr("Submitter"), c.submitter, raw("submitter"));
    h += row(tr("Division"), c.division, raw("division"));
    h += row(tr("Availability"), models::availabilityText(c.availability), raw("status"));
    h += row(tr("Nodes"), c.nodes ? QString::number(*c.nodes) : QStringLiteral("–"), raw("number_of_nodes"));
    h += row(tr("Accelerator"), c.accelerator, raw("accelerator_model_name"));
    h += row(tr("Accelerators per node"), c.acceleratorsPerNode ? QString::number(*c.acceleratorsPerNode) : QStringLiteral("–"),
             raw("accelerators_per_node"));
    h += row(tr("Accelerator memory (GB)"), num(c.acceleratorMemoryGb, 1), raw("accelerator_memory_capacity"));
    h += row(tr("Host CPU"), c.hostCpu, raw("host_processor_model_name"));
    h += row(tr("CPUs per node"), c.hostCpusPerNode ? QString::number(*c.hostCpusPerNode) : QStringLiteral("–"),
             raw("host_processors_per_node"));
    h += row(tr("Cores per CPU"), c.hostCoresPerCpu ? QString::number(*c.hostCoresPerCpu) : QStringLiteral("–"),
             raw("host_processor_core_count"));
    h += row(tr("Host memory (GB)"), num(c.hostMemoryGb, 1), raw("host_memory_capacity"));
    h += row(tr("Interconnect"), c.interconnect, raw("accelerator_interconnect"));
    h += row(tr("Framework"), c.framework, raw("framework"));
    h += QStringLiteral("</table>");
    if (!c.raw.isEmpty()) {
        h += QStringLiteral("<h4>%1</h4><table>").arg(esc(tr("All fields as written")));
        for (auto it = c.raw.cbegin(); it != c.raw.cend(); ++it)
            h += row(it.key(), it.value());
        h += QStringLiteral("</table>");
    }
    m_view->setHtml(h);
}

} // namespace scalescope::views
