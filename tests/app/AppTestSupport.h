// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the GUI tests share: waiting for the window's import and analysis, driving a chart with real
// mouse events at a configuration's point, finding a control by its label, writing a shaped document,
// acting on the popup or dialog that opens next.
#include "app/MainWindow.h"
#include "app/charts/ChartPanel.h"
#include "app/charts/InteractiveChartView.h"
#include "app/state/AnalysisController.h"

#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLegend>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <functional>

namespace scalescope::test {

// Waits for the import started last, then for the analysis of what it opened.
inline bool waitForData(MainWindow &w, int timeoutMs = 60000)
{
    QSignalSpy done(&w, &MainWindow::importFinished);
    if (!done.wait(timeoutMs))
        return false;
    return QTest::qWaitFor([&w]() { return w.analysis()->current() && !w.analysis()->isRunning(); }, timeoutMs);
}

// Waits until no analysis runs and the last one is published.
inline bool waitForAnalysis(MainWindow &w, int timeoutMs = 60000)
{
    return QTest::qWaitFor([&w]() { return w.analysis()->current() && !w.analysis()->isRunning(); }, timeoutMs);
}

// The window a person opens: shown at `size`, the embedded sample read, `tab` current.
inline bool openSampleOn(MainWindow &w, QWidget *tab, QSize size = QSize(1400, 900))
{
    w.resize(size);
    w.show();
    w.openSample();
    if (!waitForData(w))
        return false;
    w.tabs()->setCurrentWidget(tab);
    return true;
}

// The combo box a label names as its buddy, found by the label's text without its '&' (as a person
// finds a control by what it says beside it).
inline QComboBox *comboLabelled(QWidget *within, const QString &text)
{
    for (QLabel *label : within->findChildren<QLabel *>())
        if (label->text().remove(QLatin1Char('&')) == text)
            if (auto *box = qobject_cast<QComboBox *>(label->buddy()))
                return box;
    return nullptr;
}

// Saves `document` as `path` (a probe run the test has shaped).
inline bool writeJson(const QString &path, const QJsonObject &document)
{
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(document).toJson()) > 0 && out.flush();
}

// Moves the mouse onto a configuration's point and clicks it, as a person does (an empty id only
// waits for the panel to be on screen and laid out).
inline bool clickPoint(charts::ChartPanel *panel, const QString &id)
{
    // A person clicks what is on screen: let a tab that just came up lay itself out first.
    if (!QTest::qWaitFor([panel]() { return panel->isVisible(); }, 5000))
        return false;
    QTest::qWait(50);
    if (id.isEmpty())
        return true;
    const auto at = panel->pointPosition(id);
    if (!at)
        return false;
    QWidget *viewport = panel->view()->viewport();
    QTest::mouseMove(viewport, *at);
    QTest::mouseClick(viewport, Qt::LeftButton, Qt::NoModifier, *at);
    return true;
}

// Where a legend entry's label is drawn, in viewport coordinates: the label item whose text
// (elided or not) begins the entry's text. Qt Charts does not expose marker geometry.
inline std::optional<QPoint> legendEntryPosition(charts::ChartPanel *panel, const QString &label)
{
    QList<QGraphicsItem *> items = panel->chart()->legend()->childItems();
    while (!items.isEmpty()) {
        QGraphicsItem *item = items.takeFirst();
        items += item->childItems();
        QString text;
        if (auto *t = dynamic_cast<QGraphicsTextItem *>(item))
            text = t->toPlainText();
        else if (auto *s = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            text = s->text();
        if (text.endsWith(QLatin1String("...")))
            text.chop(3);
        if (text.isEmpty() || !item->isVisible() || !label.startsWith(text))
            continue;
        const QPointF scene = item->mapToScene(item->boundingRect().center());
        return panel->view()->mapFromScene(scene);
    }
    return std::nullopt;
}

// Presses Return in each modal dialog that opens next (an export dialog, then its file dialog),
// as a person accepting the defaults does; `count` dialogs in all.
inline void acceptNextDialogs(int count)
{
    auto *timer = new QTimer;
    auto left = std::make_shared<int>(count);
    auto last = std::make_shared<QWidget *>(nullptr);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, left, last]() {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || modal == *last)
            return;
        *last = modal;
        QWidget *target = modal->focusWidget() ? modal->focusWidget() : modal;
        QTest::keyClick(target, Qt::Key_Return);
        if (--*left == 0)
            timer->deleteLater();
    });
    timer->start(50);
}

// Runs `act` on the next widget of type T that becomes the active popup or modal window, from the
// event loop that widget's exec() runs (as a person acts on what has just opened).
template <typename T> void onNext(std::function<void(T *)> act)
{
    auto *timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act]() {
        QWidget *w = QApplication::activePopupWidget() ? QApplication::activePopupWidget() : QApplication::activeModalWidget();
        if (auto *t = qobject_cast<T *>(w)) {
            timer->stop(); // act() runs event loops of its own, in which the timer would fire again
            timer->deleteLater();
            const QPointer<QWidget> opened(t);
            act(t);
            // A check in act() that failed returns early: close what it left open, or the test would hang.
            if (opened && opened->isVisible()) {
                if (auto *dialog = qobject_cast<QDialog *>(opened.data()))
                    dialog->reject();
                else
                    opened->close();
            }
        }
    });
    timer->start(30);
}

} // namespace scalescope::test
