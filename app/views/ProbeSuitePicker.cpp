// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/ProbeSuitePicker.h"

#include "app/charts/FlowLayout.h"
#include "app/probe/ProbeCharts.h"
#include "core/i18n/SafeText.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace scalescope::views {
namespace {

// On by default: the precisions every processor has, and bf16 for the training step.
const QStringList kPrecisionsOn = {QStringLiteral("fp64"), QStringLiteral("fp32"), QStringLiteral("bf16")};

} // namespace

ProbeSuitePicker::ProbeSuitePicker(QWidget *parent) : QWidget(parent)
{
    m_suiteLabel = new QLabel(this);
    m_precisionLabel = new QLabel(this);
    // The boxes flow in rows as wide as the column: the controls stay narrow beside the charts, and
    // the window fits a small screen (a grid of two suites a row was 263 px at its narrowest).
    auto *suites = new QWidget(this), *precisions = new QWidget(this);
    m_suiteFlow = new charts::FlowLayout(suites);
    m_precisionFlow = new charts::FlowLayout(precisions);
    for (charts::FlowLayout *flow : {m_suiteFlow, m_precisionFlow})
        flow->setContentsMargins(0, 0, 0, 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_waiting = new QLabel(this);
    m_waiting->setObjectName(QStringLiteral("suitesWaiting"));
    m_waiting->setWordWrap(true);
    layout->addWidget(m_suiteLabel);
    layout->addWidget(m_waiting);
    layout->addWidget(suites);
    layout->addWidget(m_precisionLabel);
    layout->addWidget(precisions);
    retranslateUi();
}

void ProbeSuitePicker::setOffered(const QStringList &suites, const QStringList &precisions)
{
    if (!suites.isEmpty() && suites != m_suites.names)
        offer(m_suites, m_suiteFlow, QStringLiteral("suite-"), suites, suites);
    if (!precisions.isEmpty() && precisions != m_precisions.names)
        offer(m_precisions, m_precisionFlow, QStringLiteral("precision-"), precisions, kPrecisionsOn);
    m_suiteNames = m_suites.names;
    m_waiting->setVisible(m_suiteNames.isEmpty());
    retranslateUi();
}

void ProbeSuitePicker::offer(Boxes &boxes, charts::FlowLayout *flow, const QString &objectPrefix, const QStringList &names,
                             const QStringList &onAtFirst)
{
    QStringList unchecked; // what the user turned off stays off
    for (int i = 0; i < boxes.boxes.size(); ++i)
        if (!boxes.boxes[i]->isChecked())
            unchecked << boxes.names[i];
    qDeleteAll(boxes.boxes);
    boxes.boxes.clear();
    boxes.names = names;
    for (int i = 0; i < names.size(); ++i) {
        auto *box = new QCheckBox(flow->parentWidget());
        box->setObjectName(objectPrefix + names[i]);
        box->setChecked(onAtFirst.contains(names[i]) && !unchecked.contains(names[i]));
        flow->addWidget(box);
        boxes.boxes << box;
    }
}

QStringList ProbeSuitePicker::chosen(const Boxes &boxes)
{
    QStringList out;
    for (int i = 0; i < boxes.boxes.size(); ++i)
        if (boxes.boxes[i]->isChecked())
            out << boxes.names[i];
    return out;
}

QSize ProbeSuitePicker::sizeHint() const
{
    int widest = 0;
    for (const QCheckBox *box : m_suites.boxes)
        widest = std::max(widest, box->sizeHint().width());
    const int width = std::max(minimumSizeHint().width(), 2 * widest + 6);
    return {width, heightForWidth(width)};
}

QStringList ProbeSuitePicker::chosenSuites() const
{
    return chosen(m_suites);
}

QStringList ProbeSuitePicker::chosenPrecisions() const
{
    return chosen(m_precisions);
}

void ProbeSuitePicker::retranslateUi()
{
    m_suiteLabel->setText(tr("Suites:"));
    m_precisionLabel->setText(tr("Precisions:"));
    m_precisionLabel->setVisible(!m_precisions.names.isEmpty());
    m_waiting->setText(tr("The suites appear here once the probe has said what it measures; a run before then measures "
                          "all of them."));
    for (int i = 0; i < m_suites.boxes.size(); ++i) {
        m_suites.boxes[i]->setText(probe::suiteName(m_suites.names[i]));
        m_suites.boxes[i]->setToolTip(i18n::richTextOf(tr("The probe's suite \"%1\"").arg(m_suites.names[i])));
    }
    for (int i = 0; i < m_precisions.boxes.size(); ++i)
        m_precisions.boxes[i]->setText(m_precisions.names[i]); // the probe's own word: fp32, bf16
}

} // namespace scalescope::views
