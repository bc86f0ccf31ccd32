// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/PageTabs.h"

#include "app/charts/ChartPanel.h"

#include <QShortcut>

namespace scalescope::views {

PageTabs::PageTabs(QWidget *window) : QTabWidget(window)
{
    setObjectName(QStringLiteral("mainTabs"));
    setDocumentMode(true);
    const auto step = [this](int by) { setCurrentIndex((currentIndex() + by + count()) % count()); };
    for (const QKeySequence &k : {QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)})
        connect(new QShortcut(k, window), &QShortcut::activated, this, [step]() { step(1); });
    for (const QKeySequence &k : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageUp)})
        connect(new QShortcut(k, window), &QShortcut::activated, this, [step]() { step(-1); });
}

void PageTabs::watchCharts(QWidget *page)
{
    for (charts::ChartPanel *panel : page->findChildren<charts::ChartPanel *>())
        connect(panel, &charts::ChartPanel::exported, this, &PageTabs::chartExported);
}

Page *PageTabs::pageAt(int index) const
{
    // Every tab is a Page (addPage).
    return dynamic_cast<Page *>(widget(index < 0 ? std::max(currentIndex(), 0) : index));
}

void PageTabs::showPage(const QString &key)
{
    for (int i = 0; i < count(); ++i)
        if (pageAt(i)->pageKey() == key)
            setCurrentIndex(i);
}

QJsonObject PageTabs::pageStates() const
{
    QJsonObject states;
    for (int i = 0; i < count(); ++i)
        if (const QJsonObject state = pageAt(i)->pageState(); !state.isEmpty())
            states.insert(pageAt(i)->pageKey(), state);
    return states;
}

void PageTabs::restorePageStates(const QJsonObject &states)
{
    for (int i = 0; i < count(); ++i)
        pageAt(i)->restorePageState(states.value(pageAt(i)->pageKey()).toObject());
}

void PageTabs::retranslate()
{
    for (int i = 0; i < count(); ++i)
        setTabText(i, pageAt(i)->pageTitle());
}

} // namespace scalescope::views
