// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/charts/ChartExportDialog.h"

#include "core/i18n/SafeText.h"
#include "core/io/AtomicFile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>

namespace scalescope::charts {

ChartExportDialog::ChartExportDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Export Chart"));
    m_format = new QComboBox(this);
    m_format->addItem(tr("PNG image"), QStringLiteral("png"));
    m_format->addItem(tr("SVG drawing"), QStringLiteral("svg"));
    m_format->addItem(tr("PDF document"), QStringLiteral("pdf"));
    m_format->addItem(tr("Plotted data (CSV)"), QStringLiteral("csv"));
    m_format->addItem(tr("Image on the clipboard"), clipboardTarget());
    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    m_dpi = new QSpinBox(this);
    m_width->setRange(200, 10000);
    m_height->setRange(150, 10000);
    m_dpi->setRange(48, 1200);
    QSettings s;
    m_format->setCurrentIndex(std::max(0, m_format->findData(s.value(QStringLiteral("export/format"), QStringLiteral("png")))));
    m_width->setValue(s.value(QStringLiteral("export/width"), 1600).toInt());
    m_height->setValue(s.value(QStringLiteral("export/height"), 1000).toInt());
    m_dpi->setValue(s.value(QStringLiteral("export/dpi"), 144).toInt());
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Width (pixels):"), m_width);
    form->addRow(tr("&Height (pixels):"), m_height);
    form->addRow(tr("&Resolution (DPI):"), m_dpi);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ChartExportDialog::enableSizes);
    enableSizes();
}

QString ChartExportDialog::clipboardTarget()
{
    return QStringLiteral("clipboard");
}

void ChartExportDialog::enableSizes()
{
    const bool sized = format() != QLatin1String("csv");
    for (QSpinBox *box : {m_width, m_height, m_dpi})
        box->setEnabled(sized);
}

QString ChartExportDialog::format() const
{
    return m_format->currentData().toString();
}

ExportSize ChartExportDialog::exportSize() const
{
    return ExportSize{m_width->value(), m_height->value(), m_dpi->value()};
}

QString ChartExportDialog::run(QWidget *parent, const QString &baseName, const ChartMaker &make, const QByteArray &csv,
                               const QString &title, const QString &description)
{
    ChartExportDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    QSettings s;
    const QString fmt = dialog.format();
    s.setValue(QStringLiteral("export/format"), fmt);
    s.setValue(QStringLiteral("export/width"), dialog.exportSize().width);
    s.setValue(QStringLiteral("export/height"), dialog.exportSize().height);
    s.setValue(QStringLiteral("export/dpi"), dialog.exportSize().dpi);
    if (fmt == clipboardTarget()) {
        copyToClipboard(make, dialog.exportSize());
        return clipboardTarget();
    }
    const QString dir = s.value(QStringLiteral("paths/lastExportFolder"), QDir::homePath()).toString();
    QString path = QFileDialog::getSaveFileName(parent, tr("Export Chart"), QDir(dir).filePath(baseName + QLatin1Char('.') + fmt),
                                                tr("%1 files (*.%2)").arg(fmt.toUpper(), fmt));
    if (path.isEmpty())
        return {};
    if (!path.endsWith(QLatin1Char('.') + fmt, Qt::CaseInsensitive))
        path += QLatin1Char('.') + fmt;
    s.setValue(QStringLiteral("paths/lastExportFolder"), QFileInfo(path).absolutePath());
    QString error;
    const bool ok = fmt == QLatin1String("csv") ? io::writeFileAtomically(path, csv, &error)
                                                : exportChart(make, path, dialog.exportSize(), title, description, &error);
    if (!ok) {
        QMessageBox::warning(
            parent, tr("Export Chart"),
            i18n::richTextOf(
                tr("Could not write %1: %2\nChoose another folder or file name.").arg(QDir::toNativeSeparators(path), error)));
        return {};
    }
    return path;
}

} // namespace scalescope::charts
