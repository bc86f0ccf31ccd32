// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/FilterBar.h"

#include "app/charts/FlowLayout.h"
#include "app/models/ConfigurationTableModel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace scalescope::views {
namespace {

// Asks for the room to say whole what it searches and its shortcut ("Search systems, accelerat…"
// at its usual width); a narrow window may still give it less, down to its minimum.
class SearchBox : public QLineEdit
{
public:
    using QLineEdit::QLineEdit;
    QSize sizeHint() const override
    {
        QSize size = QLineEdit::sizeHint();
        // The frame's and text's margins and the clear button's room besides the placeholder.
        size.setWidth(std::max(size.width(), fontMetrics().horizontalAdvance(placeholderText()) + 40));
        return size;
    }
};

const char *settingsKey(int field)
{
    static const char *keys[] = {"round", "benchmark", "accelerator", "org", "division", "availability"};
    return keys[field];
}

} // namespace

FilterBar::FilterBar(models::ConfigurationFilterModel *filter, QWidget *parent) : QWidget(parent), m_filter(filter)
{
    // Each filter is a label over its box; the row wraps when the window is narrow.
    auto *layout = new charts::FlowLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    for (int f = 0; f < models::ConfigurationFilterModel::FieldCount; ++f) {
        auto *cell = new QWidget(this);
        auto *cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(1);
        m_labels[f] = new QLabel(cell);
        m_combos[f] = new QComboBox(cell);
        m_combos[f]->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_combos[f]->setMinimumContentsLength(f == models::ConfigurationFilterModel::Accelerator ? 16 : 7);
        m_labels[f]->setBuddy(m_combos[f]);
        cellLayout->addWidget(m_labels[f]);
        cellLayout->addWidget(m_combos[f]);
        layout->addWidget(cell);
        connect(m_combos[f], &QComboBox::currentIndexChanged, this, &FilterBar::apply);
    }
    auto *searchCell = new QWidget(this);
    auto *searchLayout = new QHBoxLayout(searchCell);
    searchLayout->setContentsMargins(0, 0, 0, 0);
    m_search = new SearchBox(searchCell);
    m_search->setObjectName(QStringLiteral("searchBox"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(180);
    m_clear = new QToolButton(searchCell);
    m_selectedOnly = new QToolButton(searchCell);
    m_selectedOnly->setObjectName(QStringLiteral("selectedOnlyButton"));
    m_selectedOnly->setCheckable(true);
    searchLayout->addWidget(m_search);
    searchLayout->addWidget(m_clear);
    searchLayout->addWidget(m_selectedOnly);
    searchLayout->setAlignment(Qt::AlignBottom);
    layout->addWidget(searchCell);
    connect(m_search, &QLineEdit::textChanged, this, &FilterBar::apply);
    connect(m_clear, &QToolButton::clicked, this, &FilterBar::clear);
    retranslateUi();
}

void FilterBar::setConfigurations(const QList<model::Configuration> &configurations)
{
    m_updating = true;
    for (int f = 0; f < models::ConfigurationFilterModel::FieldCount; ++f) {
        const QString current = m_combos[f]->currentData().toString();
        // One entry per value whatever its case ("krai", "Krai"): the filter matches without case,
        // and the entry shows the spelling with capitals.
        QHash<QString, QString> values; // lower case → shown
        for (const model::Configuration &c : configurations) {
            const QString v = models::ConfigurationFilterModel::fieldValue(c, models::ConfigurationFilterModel::Field(f));
            if (v.isEmpty())
                continue;
            QString &shown = values[v.toLower()];
            if (shown.isEmpty() || v < shown) // capitals sort first
                shown = v;
        }
        QStringList sorted(values.cbegin(), values.cend());
        sorted.sort(Qt::CaseInsensitive);
        QComboBox *box = m_combos[f];
        box->clear();
        box->addItem(tr("All"), QString());
        for (const QString &v : std::as_const(sorted))
            box->addItem(f == models::ConfigurationFilterModel::Availability ? models::availabilityText(v) : v, v);
        int at = box->findData(current);
        for (int i = 1; at < 0 && !current.isEmpty() && i < box->count(); ++i)
            if (box->itemData(i).toString().compare(current, Qt::CaseInsensitive) == 0)
                at = i;
        box->setCurrentIndex(at < 0 ? 0 : at);
    }
    m_updating = false;
    apply();
}

void FilterBar::clear()
{
    m_updating = true;
    for (QComboBox *box : m_combos)
        box->setCurrentIndex(0);
    m_search->clear();
    m_selectedOnly->setChecked(false);
    m_updating = false;
    apply();
}

void FilterBar::apply()
{
    if (m_updating)
        return;
    analysis::ConfigurationFilter filter;
    for (int f = 0; f < models::ConfigurationFilterModel::FieldCount; ++f)
        filter.fields[f] = m_combos[f]->currentData().toString();
    filter.text = m_search->text().trimmed();
    m_filter->setFilter(filter); // one change, however many boxes moved
}

void FilterBar::showFilter(const analysis::ConfigurationFilter &filter)
{
    m_updating = true;
    for (int f = 0; f < models::ConfigurationFilterModel::FieldCount; ++f) {
        const QString &v = filter.fields[f];
        if (m_combos[f]->findData(v) < 0 && !v.isEmpty())
            m_combos[f]->addItem(v, v); // kept until data with that value is opened
        m_combos[f]->setCurrentIndex(std::max(0, m_combos[f]->findData(v)));
    }
    m_search->setText(filter.text);
    m_updating = false;
    apply();
}

void FilterBar::saveSettings() const
{
    QSettings s;
    for (int f = 0; f < models::ConfigurationFilterModel::FieldCount; ++f)
        s.setValue(QStringLiteral("filters/") + QLatin1String(settingsKey(f)), m_combos[f]->currentData().toString());
    s.setValue(QStringLiteral("filters/text"), m_search->text());
}

void FilterBar::restoreSettings()
{
    QSettings s;
    m_updating = true;
    for (int f = 0; f < models::ConfigurationFilterModel::FieldCount; ++f) {
        const QString v = s.value(QStringLiteral("filters/") + QLatin1String(settingsKey(f))).toString();
        if (m_combos[f]->findData(v) < 0 && !v.isEmpty())
            m_combos[f]->addItem(v, v); // kept until data with that value is opened
        m_combos[f]->setCurrentIndex(std::max(0, m_combos[f]->findData(v)));
    }
    m_search->setText(s.value(QStringLiteral("filters/text")).toString());
    m_updating = false;
    apply();
}

void FilterBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void FilterBar::retranslateUi()
{
    const QString labels[] = {tr("Round"),        tr("Benchmark"), tr("Accelerator"),
                              tr("Organisation"), tr("Division"),  tr("Availability")};
    for (int f = 0; f < models::ConfigurationFilterModel::FieldCount; ++f) {
        m_labels[f]->setText(labels[f]);
        if (m_combos[f]->count() > 0)
            m_combos[f]->setItemText(0, tr("All"));
        if (f == models::ConfigurationFilterModel::Availability)
            for (int i = 1; i < m_combos[f]->count(); ++i)
                m_combos[f]->setItemText(i, models::availabilityText(m_combos[f]->itemData(i).toString()));
    }
    m_search->setPlaceholderText(tr("Search systems, accelerators, CPUs… (Ctrl+F)"));
    m_search->updateGeometry(); // its size hint follows the placeholder
    m_clear->setText(tr("Clear Filters"));
    m_selectedOnly->setText(tr("Selected Only"));
    m_selectedOnly->setToolTip(tr("Show only the selected configurations. Select several with Shift-drag on a chart, "
                                  "Shift- or Ctrl-click on its points, or Ctrl- and Shift-click on rows here."));
}

} // namespace scalescope::views
