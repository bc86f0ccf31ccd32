// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ChartExport.h"

#include "app/charts/AxisTicks.h"
#include "app/charts/ChartTitleFit.h"
#include "core/i18n/SafeText.h"
#include "core/io/AtomicFile.h"

#include <QApplication>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSvgGenerator>

#include <memory>

namespace scalescope::charts {
namespace {

class ExportText
{
    Q_DECLARE_TR_FUNCTIONS(ExportText)
};

// A chart laid out at a logical size in its own view, ready to render.
std::unique_ptr<QChartView> laidOut(const ChartMaker &make, const QSize &logical)
{
    auto view = std::make_unique<QChartView>(make());
    localizeAxisNumbers(view->chart());
    view->setRenderHint(QPainter::Antialiasing);
    view->setAttribute(Qt::WA_DontShowOnScreen);
    view->resize(logical);
    view->chart()->resize(logical);
    view->show(); // layout happens on show; without it an unshown chart renders blank
    QCoreApplication::processEvents();
    view->chart()->resize(logical);
    QCoreApplication::processEvents();
    // Titles fitted as on screen (a probe chart's title in a report's chart was cut to "…").
    if (view->chart()->objectName() != QLatin1String("emptyChart")) {
        fitChartTitles(view->chart(), view->chart()->titleFont());
        QCoreApplication::processEvents();
    }
    return view;
}

void paint(QChartView &view, QPainter &painter, const QRectF &target)
{
    painter.setRenderHint(QPainter::Antialiasing);
    view.scene()->render(&painter, target, view.chart()->geometry());
}

// Qt writes one <text> per script run ("ε_" Greek, "eff)" Latin), each at an x measured with
// its own fonts; a viewer with other fonts then draws gaps or overlaps inside a word. Runs on
// one baseline with the same attributes become one <text>, which any viewer lays out whole.
QByteArray mergeTextRuns(const QByteArray &svg)
{
    static const QRegularExpression pair(QStringLiteral(
        R"re(<text ([^>]*?)x="([^"]*)" y="([^"]*)"([^>]*)>([^<]*)</text>\s*<text \1x="[^"]*" y="\3"\4>([^<]*)</text>)re"));
    QString text = QString::fromUtf8(svg);
    for (;;) { // each pass joins neighbouring pairs; a word of three runs needs two
        const QString merged = QString(text).replace(pair, QStringLiteral(R"(<text \1x="\2" y="\3"\4>\5\6</text>)"));
        if (merged == text)
            break;
        text = merged;
    }
    return text.toUtf8();
}

} // namespace

void drawChart(QChart *chart, const QSize &logical, QPainter &painter, const QRectF &target)
{
    const auto view = laidOut([chart]() { return chart; }, logical);
    paint(*view, painter, target);
}

QImage renderChart(const ChartMaker &make, const ExportSize &size)
{
    // Fonts and lines keep their on-screen proportions: lay out at 96 dpi, then scale.
    const double scale = size.dpi / 96.0;
    const QSize logical(qRound(size.width / scale), qRound(size.height / scale));
    auto view = laidOut(make, logical);
    QImage image(size.width, size.height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    image.setDotsPerMeterX(qRound(size.dpi / 0.0254));
    image.setDotsPerMeterY(qRound(size.dpi / 0.0254));
    QPainter painter(&image);
    paint(*view, painter, QRectF(0, 0, size.width, size.height));
    painter.end();
    return image;
}

// Every export is made in memory and written in one atomic step (core/io/AtomicFile): the old
// file stays if anything fails, and a non-regular or read-only target is refused.
bool exportPng(const ChartMaker &make, const QString &path, const ExportSize &size, QString *error)
{
    const QImage image = renderChart(make, size);
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    if (!image.save(&file, "PNG")) {
        if (error)
            *error = ExportText::tr("the image could not be encoded as PNG");
        return false;
    }
    return io::writeFileAtomically(path, file.data(), error);
}

bool exportSvg(const ChartMaker &make, const QString &path, const ExportSize &size, const QString &title,
               const QString &description, QString *error)
{
    // Laid out as the PNG is (96 dpi, then scaled to the size): text keeps its size relative to the chart.
    const double scale = size.dpi / 96.0;
    const QSize logical(qRound(size.width / scale), qRound(size.height / scale));
    auto view = laidOut(make, logical);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(QSize(size.width, size.height));
    svg.setResolution(size.dpi);
    svg.setViewBox(QRect(QPoint(0, 0), logical));
    // QSvgGenerator writes both into the XML as they are: the title is held escaped already (as Qt
    // Charts shows it), the description is plain text and escaped here.
    svg.setTitle(i18n::htmlEscaped(i18n::unescapedHtml(title)));
    svg.setDescription(i18n::htmlEscaped(description));
    QPainter painter(&svg);
    paint(*view, painter, QRectF(QPointF(0, 0), logical));
    painter.end();
    return io::writeFileAtomically(path, mergeTextRuns(buffer.data()), error);
}

bool exportPdf(const ChartMaker &make, const QString &path, const ExportSize &size, const QString &title, QString *error)
{
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&file);
        pdf.setTitle(i18n::unescapedHtml(title));
        pdf.setCreator(QStringLiteral("ScaleScope"));
        // The page is the PNG's physical size (pixels at the resolution), laid out as the PNG is:
        // 1600 × 1000 px at 144 dpi is an 800 × 500 pt page with the on-screen text proportions.
        pdf.setResolution(size.dpi);
        pdf.setPageSize(QPageSize(QSizeF(size.width * 72.0 / size.dpi, size.height * 72.0 / size.dpi), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        const double scale = size.dpi / 96.0;
        const QSize logical(qRound(size.width / scale), qRound(size.height / scale));
        auto view = laidOut(make, logical);
        QPainter painter(&pdf);
        paint(*view, painter, QRectF(0, 0, pdf.width(), pdf.height()));
        painter.end();
    }
    return io::writeFileAtomically(path, file.data(), error);
}

void copyToClipboard(const ChartMaker &make, const ExportSize &size)
{
    QApplication::clipboard()->setImage(renderChart(make, size));
}

bool exportChart(const ChartMaker &make, const QString &path, const ExportSize &size, const QString &title,
                 const QString &description, QString *error)
{
    const QString ext = QFileInfo(path).suffix().toLower();
    if (ext == QLatin1String("png"))
        return exportPng(make, path, size, error);
    if (ext == QLatin1String("svg"))
        return exportSvg(make, path, size, title, description, error);
    if (ext == QLatin1String("pdf"))
        return exportPdf(make, path, size, title, error);
    if (error)
        *error = ExportText::tr("unknown file type '%1': use .png, .svg or .pdf").arg(ext);
    return false;
}

} // namespace scalescope::charts
