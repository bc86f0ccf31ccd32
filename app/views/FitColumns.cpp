// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/views/FitColumns.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHeaderView>
#include <QObject>
#include <QPointer>
#include <QTableWidget>

#include <algorithm>
#include <vector>

namespace scalescope::views {
namespace {

constexpr int kOriginalHeader = Qt::UserRole + 71; // a header's text before it was broken into lines
constexpr const char *kLastColumnFills = "scalescopeLastColumnFills";
constexpr int kPadding = 14; // a cell's margins and grid line, about

// The pieces `text` may break between, as Qt's line breaking finds them: at spaces, and after a
// hyphen that a letter follows ("fixture-|node-|b", but "2026-01-02" whole). A piece after a space
// starts with it.
QStringList pieces(const QString &text)
{
    QStringList out;
    QString piece;
    for (int i = 0; i < text.size(); ++i) {
        const QChar ch = text[i];
        if (ch == QLatin1Char(' ')) {
            if (!piece.trimmed().isEmpty())
                out << piece;
            piece = QStringLiteral(" ");
            continue;
        }
        piece += ch;
        if (ch == QLatin1Char('-') && i + 1 < text.size() && text[i + 1].isLetter()) {
            out << piece;
            piece.clear();
        }
    }
    if (!piece.trimmed().isEmpty())
        out << piece;
    return out;
}

// The widest piece of `text` that cannot break, by `metrics`.
int widestWord(const QString &text, const QFontMetrics &metrics)
{
    int widest = 0;
    for (const QString &piece : pieces(text))
        widest = std::max(widest, metrics.horizontalAdvance(piece.trimmed()));
    return widest;
}

// `text` broken where it may break into lines no wider than `width` (a piece wider stays whole).
QString brokenAt(const QString &text, int width, const QFontMetrics &metrics)
{
    QStringList lines;
    QString line;
    for (const QString &piece : pieces(text)) {
        const QString longer = line + piece;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
            lines << line;
            line = piece.trimmed();
        } else {
            line = line.isEmpty() ? piece.trimmed() : longer;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QLatin1Char('\n'));
}

// A header's text as it was written (kept the first time it is broken into lines).
QString originalHeader(QTableWidgetItem *header)
{
    if (!header->data(kOriginalHeader).isValid())
        header->setData(kOriginalHeader, header->text());
    return header->data(kOriginalHeader).toString();
}

// Fits a table's columns again whenever its viewport changes size.
class Refitter : public QObject
{
public:
    explicit Refitter(QTableWidget *table) : QObject(table), m_table(table) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize && m_table && watched == m_table->viewport() && !m_fitting) {
            m_fitting = true; // fitting can show a scroll bar, which resizes the viewport again
            fitColumns(m_table);
            m_fitting = false;
        }
        return false;
    }

private:
    QPointer<QTableWidget> m_table;
    bool m_fitting = false;
};

} // namespace

int fittingCap(int widest, int room, const std::function<int(int)> &totalAt)
{
    if (totalAt(widest) <= room)
        return widest;
    int low = 0, high = widest; // totalAt(0) may still not fit: the columns' floors are the last word
    while (low < high) {
        const int mid = (low + high + 1) / 2;
        if (totalAt(mid) <= room)
            low = mid;
        else
            high = mid - 1;
    }
    return low;
}

void keepColumnsFitted(QTableWidget *table, LastColumn last)
{
    table->setProperty(kLastColumnFills, last == LastColumn::Fills);
    table->setWordWrap(true);
    table->viewport()->installEventFilter(new Refitter(table));
    fitColumns(table);
}

void breakHeaders(QTableWidget *table, int width)
{
    const QFontMetrics metrics(table->horizontalHeader()->font());
    for (int c = 0; c < table->columnCount(); ++c)
        if (QTableWidgetItem *h = table->horizontalHeaderItem(c))
            h->setText(brokenAt(originalHeader(h), width, metrics));
}

void keepRowsFitted(QTableWidget *table)
{
    table->setWordWrap(true);
    // Rows change height only when a column changes width; a stretched last column takes its new
    // width after the viewport's resize, so the rows follow once the events of the moment are done.
    QObject::connect(
        table->horizontalHeader(), &QHeaderView::sectionResized, table, [table]() { table->resizeRowsToContents(); },
        Qt::QueuedConnection);
    table->resizeRowsToContents();
}

void fitColumns(QTableWidget *table)
{
    const int columns = table->columnCount();
    if (columns == 0)
        return;
    // The headers as they were written, for the natural widths.
    for (int c = 0; c < columns; ++c)
        if (QTableWidgetItem *h = table->horizontalHeaderItem(c))
            h->setText(originalHeader(h));
    table->resizeColumnsToContents();
    const QFontMetrics cellMetrics(table->font());
    const QFontMetrics headerMetrics(table->horizontalHeader()->font());
    std::vector<int> natural(static_cast<size_t>(columns)), least(static_cast<size_t>(columns));
    for (int c = 0; c < columns; ++c) {
        if (table->isColumnHidden(c))
            continue; // no width: natural and least stay 0
        natural[size_t(c)] = table->columnWidth(c);
        int word = 0;
        if (const QTableWidgetItem *h = table->horizontalHeaderItem(c))
            word = widestWord(h->text(), headerMetrics);
        for (int r = 0; r < table->rowCount(); ++r)
            if (const QTableWidgetItem *item = table->item(r, c))
                word = std::max(word, widestWord(item->text(), cellMetrics));
        least[size_t(c)] = std::min(natural[size_t(c)], word + kPadding);
    }
    const int available = table->viewport()->width();
    const auto total = [&](int cap) {
        int sum = 0;
        for (size_t c = 0; c < natural.size(); ++c)
            sum += std::max(least[c], std::min(natural[c], cap));
        return sum;
    };
    const int widest = *std::max_element(natural.begin(), natural.end());
    // The widest narrow first: every column capped at one width, the largest at which they all fit.
    if (const int low = fittingCap(widest, available, total); low < widest) {
        for (int c = 0; c < columns; ++c) {
            if (table->isColumnHidden(c))
                continue;
            const int width = std::max(least[size_t(c)], std::min(natural[size_t(c)], low));
            table->setColumnWidth(c, width);
            QTableWidgetItem *h = table->horizontalHeaderItem(c);
            if (h && headerMetrics.horizontalAdvance(h->text()) + kPadding > width)
                h->setText(brokenAt(h->text(), width - kPadding, headerMetrics));
        }
    }
    // The last column takes the room the others leave (Ranking's clusters at 1600 px ended at 60 %
    // of the table). Not the header's stretch: sized to its contents the last column stopped
    // filling, and set anew the stretch overshot the edge at 1024 px.
    if (table->property(kLastColumnFills).toBool()) {
        int last = -1, others = 0;
        for (int c = 0; c < columns; ++c)
            if (!table->isColumnHidden(c)) {
                if (last >= 0)
                    others += table->columnWidth(last);
                last = c;
            }
        if (last >= 0)
            table->setColumnWidth(last, std::max(table->columnWidth(last), available - others));
    }
    table->resizeRowsToContents();
}

} // namespace scalescope::views
