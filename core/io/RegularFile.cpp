// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/RegularFile.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scalescope::io {

namespace {

class RegularFileText
{
    Q_DECLARE_TR_FUNCTIONS(RegularFileText)
};

QString kindOf(mode_t mode)
{
    if (S_ISFIFO(mode))
        return RegularFileText::tr("not a regular file (a FIFO)");
    if (S_ISSOCK(mode))
        return RegularFileText::tr("not a regular file (a socket)");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return RegularFileText::tr("not a regular file (a device)");
    if (S_ISDIR(mode))
        return RegularFileText::tr("a folder, not a file");
    return RegularFileText::tr("not a regular file");
}

QString tooLarge(qint64 maxBytes)
{
    return maxBytes >= (qint64(1) << 20) ? RegularFileText::tr("larger than %1 MiB").arg(maxBytes >> 20)
                                         : RegularFileText::tr("larger than %1 bytes").arg(maxBytes);
}

void fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
}

} // namespace

std::optional<QByteArray> readRegularFile(const QString &path, qint64 maxBytes, QString *error)
{
    if (path.startsWith(QLatin1String(":/"))) { // built into the program (the sample): no file system to ask
        QFile resource(path);
        if (!resource.open(QIODevice::ReadOnly)) {
            fail(error, resource.errorString());
            return std::nullopt;
        }
        return resource.readAll();
    }
    return readRegularFileAt(QFile::encodeName(path), maxBytes, error);
}

std::optional<QByteArray> readRegularFileAt(const QByteArray &native, qint64 maxBytes, QString *error)
{
    struct stat before
    {
    };
    // Ask first: opening a FIFO for reading, even non-blocking, is a side effect on its writer.
    if (::stat(native.constData(), &before) != 0) {
        fail(error, QString::fromLocal8Bit(std::strerror(errno)));
        return std::nullopt;
    }
    if (!S_ISREG(before.st_mode)) {
        fail(error, kindOf(before.st_mode));
        return std::nullopt;
    }
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        fail(error, QString::fromLocal8Bit(std::strerror(errno)));
        return std::nullopt;
    }
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) { // replaced between the two looks
        fail(error, kindOf(st.st_mode));
        ::close(fd);
        return std::nullopt;
    }
    if (st.st_size > maxBytes) {
        fail(error, tooLarge(maxBytes));
        ::close(fd);
        return std::nullopt;
    }
    // A buffer of the size fstat gave and one byte more, to see a file that grew since: such a file
    // is read on, up to the limit and one byte more, to tell. (QIODevice::read(maxBytes + 1)
    // allocated the whole limit for every file, 128 MiB a time, and faulted its pages in.)
    QByteArray bytes(std::min<qint64>(st.st_size, maxBytes) + 1, Qt::Uninitialized);
    qint64 used = 0;
    for (;;) {
        if (used == bytes.size()) {
            if (used > maxBytes)
                break;
            bytes.resize(std::min<qint64>(maxBytes + 1, 2 * used));
        }
        const ssize_t n = ::read(fd, bytes.data() + used, static_cast<size_t>(bytes.size() - used));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            fail(error, QString::fromLocal8Bit(std::strerror(errno)));
            ::close(fd);
            return std::nullopt;
        }
        if (n == 0)
            break;
        used += n;
    }
    ::close(fd);
    if (used > maxBytes) {
        fail(error, tooLarge(maxBytes));
        return std::nullopt;
    }
    bytes.truncate(used);
    return bytes;
}

bool isRegularFile(const QString &path)
{
    if (path.startsWith(QLatin1String(":/")))
        return QFile::exists(path);
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISREG(st.st_mode);
}

} // namespace scalescope::io
