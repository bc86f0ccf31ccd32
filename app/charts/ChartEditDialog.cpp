// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ChartEditDialog.h"

#include "core/i18n/SafeText.h"

#include <QChart>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace scalescope::charts {
namespace {

QString number(double v)
{
    return QLocale().toString(v, 'g', 6);
}

// A number as the user's locale writes it, or as C does ("1.5" in a locale with a decimal comma).
std::optional<double> parsed(const QString &text)
{
    bool ok = false;
    double v = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok)
        v = QLocale::c().toDouble(text.trimmed(), &ok);
    return ok && std::isfinite(v) ? std::optional(v) : std::nullopt;
}

// Wide enough to show the chart's own text that the field's placeholder holds, up to `most` pixels.
void widenFor(QLineEdit *edit, const QString &text, int most)
{
    edit->setMinimumWidth(std::min(most, edit->fontMetrics().horizontalAdvance(text) + 24));
}

} // namespace

ChartEditDialog::ChartEditDialog(const QChart *chart, const ChartEdits &current, const ChartDefaults &defaults, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Edit Chart"));
    m_title = new QLineEdit(this);
    m_title->setObjectName(QStringLiteral("chartTitle"));
    m_title->setMaxLength(200);
    m_title->setText(current.title);
    m_title->setPlaceholderText(i18n::unescapedHtml(defaults.title));
    m_title->setToolTip(tr("Leave empty for the chart's own title"));
    widenFor(m_title, m_title->placeholderText(), 640);
    m_x.facts = axisFacts(chart, Qt::Horizontal);
    m_y.facts = axisFacts(chart, Qt::Vertical);
    m_x.ownTitle = i18n::unescapedHtml(defaults.xTitle), m_x.ownLog = defaults.xLog;
    m_y.ownTitle = i18n::unescapedHtml(defaults.yTitle), m_y.ownLog = defaults.yLog;
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("chartEditProblem"));
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    auto *titleRow = new QFormLayout;
    titleRow->addRow(tr("Chart &title:"), m_title);
    auto *axes = new QHBoxLayout;
    axes->addWidget(axisBox(m_x, tr("Horizontal axis"), current.x));
    axes->addWidget(axisBox(m_y, tr("Vertical axis"), current.y));
    // Made after the fields, so that Tab goes through them before the buttons.
    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(titleRow);
    layout->addLayout(axes);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, &ChartEditDialog::restoreDefaults);
    validate();
}

QWidget *ChartEditDialog::axisBox(AxisFields &f, const QString &heading, const AxisEdit &current)
{
    auto *box = new QGroupBox(heading, this);
    auto *form = new QFormLayout(box);
    const QString side = &f == &m_x ? QStringLiteral("x") : QStringLiteral("y");
    f.title = new QLineEdit(box);
    f.title->setObjectName(side + QStringLiteral("AxisTitle"));
    f.title->setMaxLength(200);
    f.title->setText(current.title);
    f.title->setPlaceholderText(f.ownTitle);
    widenFor(f.title, f.ownTitle, 320);
    f.from = new QLineEdit(box);
    f.from->setObjectName(side + QStringLiteral("AxisFrom"));
    f.to = new QLineEdit(box);
    f.to->setObjectName(side + QStringLiteral("AxisTo"));
    for (QLineEdit *e : {f.from, f.to})
        e->setPlaceholderText(tr("automatic"));
    if (f.facts.ranged) {
        f.shownFrom = number(f.facts.min);
        f.shownTo = number(f.facts.max);
        f.from->setText(f.shownFrom);
        f.to->setText(f.shownTo);
    }
    f.from->setEnabled(f.facts.ranged);
    f.to->setEnabled(f.facts.ranged);
    f.scale = new QComboBox(box);
    f.scale->setObjectName(side + QStringLiteral("AxisScale"));
    f.scale->addItem(tr("Linear"), false);
    f.scale->addItem(tr("Logarithmic"), true);
    f.scale->setCurrentIndex(f.facts.log ? 1 : 0);
    f.scale->setEnabled(f.facts.canChangeScale);
    f.note = new QLabel(f.facts.whyNoScaleChange, box);
    f.note->setTextFormat(Qt::PlainText);
    f.note->setWordWrap(true);
    f.note->setVisible(!f.facts.whyNoScaleChange.isEmpty());
    form->addRow(tr("T&itle:"), f.title);
    form->addRow(tr("&From:"), f.from);
    form->addRow(tr("T&o:"), f.to);
    form->addRow(tr("&Scale:"), f.scale);
    form->addRow(f.note);
    box->setEnabled(f.facts.present);
    for (QLineEdit *e : {f.from, f.to})
        connect(e, &QLineEdit::textChanged, this, &ChartEditDialog::validate);
    // A range read on one scale means little on the other: the new scale starts automatic.
    connect(f.scale, &QComboBox::currentIndexChanged, this, [this, &f]() {
        f.from->clear();
        f.to->clear();
        validate();
    });
    return box;
}

bool ChartEditDialog::scaleIsLog(const AxisFields &f) const
{
    return f.scale->currentData().toBool();
}

RangeChoice ChartEditDialog::range(const AxisFields &f, QString *problem) const
{
    if (!f.facts.ranged || (f.from->text() == f.shownFrom && f.to->text() == f.shownTo))
        return {};
    const QString from = f.from->text().trimmed(), to = f.to->text().trimmed();
    if (from.isEmpty() && to.isEmpty())
        return {true, std::nullopt};
    const auto lo = parsed(from), hi = parsed(to);
    if (!lo || !hi) {
        *problem = tr("Give both ends of the range as numbers, or leave both empty for the automatic range.");
        return {};
    }
    if (!(*lo < *hi)) {
        *problem = tr("The range must start below where it ends.");
        return {};
    }
    if (scaleIsLog(f) && *lo <= 0) {
        *problem = tr("A log scale starts above zero: give a start above 0.");
        return {};
    }
    return {true, std::pair(*lo, *hi)};
}

void ChartEditDialog::validate()
{
    QString problem;
    for (const AxisFields *f : {&m_x, &m_y}) {
        QString axisProblem;
        range(*f, &axisProblem);
        if (!axisProblem.isEmpty() && problem.isEmpty())
            problem = (f == &m_x ? tr("Horizontal axis: %1") : tr("Vertical axis: %1")).arg(axisProblem);
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
}

void ChartEditDialog::restoreDefaults()
{
    m_title->clear();
    for (AxisFields *f : {&m_x, &m_y}) {
        f->title->clear();
        const QSignalBlocker block(f->scale);
        if (f->facts.canChangeScale)
            f->scale->setCurrentIndex(f->ownLog ? 1 : 0);
        f->from->clear();
        f->to->clear();
        f->shownFrom.clear(); // empty ends now mean the automatic range, a change when the chart was zoomed
        f->shownTo.clear();
    }
    validate();
}

ChartEditResult ChartEditDialog::result() const
{
    ChartEditResult r;
    r.edits.title = m_title->text().trimmed();
    QString ignored;
    for (const AxisFields *f : {&m_x, &m_y}) {
        AxisEdit &edit = f == &m_x ? r.edits.x : r.edits.y;
        edit.title = f->title->text().trimmed();
        if (f->facts.canChangeScale && scaleIsLog(*f) != f->ownLog)
            edit.log = scaleIsLog(*f);
        (f == &m_x ? r.x : r.y) = range(*f, &ignored);
    }
    return r;
}

} // namespace scalescope::charts
