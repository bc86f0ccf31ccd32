// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The main window's tabs, each a Page: found by key, titled by the page, and the view state a
// session keeps gathered from and given back to them; every chart a page holds reports its exports
// through one signal. Ctrl+Tab and Ctrl+PageDown (with Shift, or PageUp, backwards) switch tabs
// wherever the focus is.
#include "app/views/Page.h"

#include <QTabWidget>

#include <type_traits>

namespace scalescope::views {

class PageTabs : public QTabWidget
{
    Q_OBJECT
public:
    explicit PageTabs(QWidget *window);

    template <typename P> void addPage(P *page)
    {
        static_assert(std::is_base_of_v<Page, P> && std::is_base_of_v<QWidget, P>);
        addTab(page, page->pageTitle());
        watchCharts(page);
    }
    Page *pageAt(int index) const; // the current one for -1 (the first when none is current)
    Page *currentPage() const { return pageAt(currentIndex()); }
    void showPage(const QString &key); // no change for a key no page has

    QJsonObject pageStates() const; // by key, for the pages that keep one
    void restorePageStates(const QJsonObject &states);
    void retranslate(); // the titles

signals:
    void chartExported(const QString &path); // a file, or ChartExportDialog::clipboardTarget()

private:
    void watchCharts(QWidget *page);
};

} // namespace scalescope::views
