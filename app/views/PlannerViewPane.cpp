// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PlannerView's question pane: the plan's accelerator, count, model and price, the two questions
// with their limits, and the answers, laid out to scroll in a narrow pane.
#include "app/views/ColumnScroll.h"
#include "app/views/PlannerView.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace scalescope::views {

QWidget *PlannerView::createQuestionPane()
{
    m_series = new QComboBox(this);
    m_series->setObjectName(QStringLiteral("plannerSeries"));
    m_series->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_series->setMinimumContentsLength(10);
    m_count = new QSpinBox(this);
    m_count->setObjectName(QStringLiteral("plannerCount"));
    m_count->setRange(1, PlannerView::kMaxCount);
    m_count->setGroupSeparatorShown(true);
    m_count->setKeyboardTracking(false);
    m_countSlider = new QSlider(Qt::Horizontal, this);
    m_countSlider->setObjectName(QStringLiteral("plannerCountSlider"));
    m_countSlider->setRange(0, PlannerView::kSliderSteps);
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("plannerModel"));
    for (const char *key : {"amdahl", "power", "extrap"})
        m_model->addItem(QString(), QLatin1String(key));
    m_price = new QDoubleSpinBox(this);
    m_price->setObjectName(QStringLiteral("plannerPrice"));
    m_price->setRange(0, 1e6);
    m_price->setDecimals(2);
    m_currency = new QLineEdit(this);
    m_currency->setObjectName(QStringLiteral("plannerCurrency"));
    m_currency->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("MMMMMM")));
    m_currency->setText(QSettings().value(QStringLiteral("planner/currency"), QStringLiteral("USD")).toString());
    m_onCharts = new QCheckBox(this);
    m_onCharts->setObjectName(QStringLiteral("plannerOnCharts"));
    m_onCharts->setChecked(QSettings().value(QStringLiteral("planner/onCharts"), true).toBool());
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("plannerSummary"));
    m_summary->setTextFormat(Qt::RichText); // planSummaryHtml, names escaped
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    m_seriesLabel = new QLabel(this);
    m_countLabel = new QLabel(this);
    m_modelLabel = new QLabel(this);
    m_priceLabel = new QLabel(this);
    for (QLabel *label : {m_seriesLabel, m_countLabel, m_modelLabel, m_priceLabel})
        label->setWordWrap(true); // "Price per / accelerator-hour:" in a narrow pane, beside its field
    m_seriesLabel->setBuddy(m_series);
    m_countLabel->setBuddy(m_count);
    m_modelLabel->setBuddy(m_model);
    m_priceLabel->setBuddy(m_price);
    auto *countRow = new QHBoxLayout;
    countRow->addWidget(m_count);
    countRow->addWidget(m_countSlider, 1);
    auto *priceRow = new QHBoxLayout;
    priceRow->addWidget(m_price, 1);
    priceRow->addWidget(m_currency);
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->addRow(m_seriesLabel, m_series);
    form->addRow(m_countLabel, countRow);
    form->addRow(m_modelLabel, m_model);
    form->addRow(m_priceLabel, priceRow);

    // The two questions.
    m_questionsTitle = new QLabel(this);
    m_questionsTitle->setWordWrap(true);
    m_cheapest = new QRadioButton(this);
    m_cheapest->setObjectName(QStringLiteral("plannerCheapest"));
    m_fastest = new QRadioButton(this);
    m_fastest->setObjectName(QStringLiteral("plannerFastest"));
    auto *kinds = new QButtonGroup(this);
    kinds->addButton(m_cheapest);
    kinds->addButton(m_fastest);
    m_cheapest->setChecked(true);
    m_minutes = new QDoubleSpinBox(this);
    m_minutes->setObjectName(QStringLiteral("plannerMaxMinutes"));
    m_minutes->setRange(0.01, 1e6);
    m_minutes->setValue(QSettings().value(QStringLiteral("planner/maxMinutes"), 30.0).toDouble());
    m_budget = new QDoubleSpinBox(this);
    m_budget->setObjectName(QStringLiteral("plannerBudget"));
    m_budget->setRange(0.01, 1e12);
    m_budget->setDecimals(2);
    m_budget->setValue(QSettings().value(QStringLiteral("planner/budget"), 1000.0).toDouble());
    // Room for seven digits: a spin box asks by default for its largest value's width (1e12 here),
    // which cut the narrow pane off at the right; the field still grows with the pane.
    const int spinWidth = fontMetrics().horizontalAdvance(QStringLiteral("0000000.00")) + 2 * fontMetrics().height();
    for (QDoubleSpinBox *box : {m_minutes, m_budget})
        box->setMinimumWidth(spinWidth);
    m_find = new QPushButton(this);
    m_find->setObjectName(QStringLiteral("plannerFind"));
    m_answersNote = new QLabel(this);
    m_answersNote->setObjectName(QStringLiteral("plannerAnswersNote"));
    m_answersNote->setWordWrap(true);
    m_answers = new QTableWidget(this);
    m_answers->setObjectName(QStringLiteral("plannerAnswers"));
    m_answers->verticalHeader()->hide();
    m_answers->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_answers->setSelectionMode(QAbstractItemView::SingleSelection);
    m_answers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_answers->setMinimumHeight(fontMetrics().height() * 8);
    // A long note wraps in its row rather than pushing the table wider than the pane.
    m_answers->setWordWrap(true);
    m_answers->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Each limit under its question, so a narrow pane (or a longer language) does not cut them.
    auto *questions = new QGridLayout;
    questions->setColumnMinimumWidth(0, fontMetrics().height());
    questions->addWidget(m_cheapest, 0, 0, 1, 2);
    questions->addWidget(m_minutes, 1, 1);
    questions->addWidget(m_fastest, 2, 0, 1, 2);
    questions->addWidget(m_budget, 3, 1);
    questions->addWidget(m_find, 4, 1, Qt::AlignRight);
    questions->setColumnStretch(1, 1);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(form);
    leftLayout->addWidget(m_summary);
    leftLayout->addWidget(m_onCharts);
    leftLayout->addSpacing(fontMetrics().height() / 2);
    leftLayout->addWidget(m_questionsTitle);
    leftLayout->addLayout(questions);
    leftLayout->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(left);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    wheelScrollsPastControls(scroll);
    m_formScroll = scroll;
    // The answers below the questions, outside the scrolling form: the table scrolls on its own, and
    // a table inside a scroll area left its rows drawn over the status bar under X11.
    auto *answers = new QWidget(this);
    answers->setObjectName(QStringLiteral("plannerAnswersBox"));
    m_answersBox = answers;
    auto *answersLayout = new QVBoxLayout(answers);
    answersLayout->setContentsMargins(0, 0, 0, 0);
    answersLayout->addWidget(m_answersNote);
    answersLayout->addWidget(m_answers, 1);
    auto *pane = new QSplitter(Qt::Vertical, this);
    pane->setObjectName(QStringLiteral("plannerQuestionPane"));
    pane->setChildrenCollapsible(false);
    pane->addWidget(scroll);
    pane->addWidget(answers);
    // The form keeps its height; room beyond it goes to the answers (it was left empty above them).
    pane->setStretchFactor(0, 0);
    pane->setStretchFactor(1, 1);
    m_questionPane = pane;
    return pane;
}

void PlannerView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitQuestionPane();
}

// The whole form where the screen allows (it scrolls below that), the rest of the height to the
// answers; their note column takes the width left, wrapped, and at least enough to read.
void PlannerView::fitQuestionPane()
{
    placeAnswers();
    if (m_formScroll && m_formScroll->widget())
        m_formScroll->setMinimumHeight(
            std::min(m_formScroll->widget()->sizeHint().height() + 2, std::max(fontMetrics().height() * 12, height() * 3 / 5)));
    if (m_answers->columnCount() < 6)
        return;
    int others = 0;
    for (int c = 0; c < 5; ++c)
        others += m_answers->columnWidth(c);
    const int room = m_answers->viewport()->width() - others;
    m_answers->setColumnWidth(5, std::max(room, noteMinimumWidth()));
}

int PlannerView::noteMinimumWidth() const
{
    return fontMetrics().averageCharWidth() * 16;
}

// The answers stay under the form while the question pane holds every column (the note at its
// least); otherwise they span the view below the form and the chart, not scrolled sideways.
void PlannerView::placeAnswers()
{
    if (!m_outer || !m_questionPane || m_answers->columnCount() < 6)
        return;
    int needed = noteMinimumWidth() + 2 * m_answers->frameWidth() + m_answers->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < 5; ++c)
        needed += m_answers->columnWidth(c); // as resizeColumnsToContents left them
    const bool below = m_questionPane->width() < needed;
    if (below == m_answersBelow)
        return;
    m_answersBelow = below;
    if (below) {
        // The answers get their note, header and about four rows (they scroll); the form and the
        // chart the rest, which the chart needs more than the answers do.
        const int answersHeight = std::min(fontMetrics().lineSpacing() * 12, m_outer->height() / 3);
        m_outer->addWidget(m_answersBox);
        m_outer->setStretchFactor(1, 0);
        m_outer->setSizes({m_outer->height() - answersHeight, answersHeight});
    } else {
        m_questionPane->addWidget(m_answersBox);
        m_questionPane->setStretchFactor(1, 1);
    }
    m_answersBox->show();
}

} // namespace scalescope::views
