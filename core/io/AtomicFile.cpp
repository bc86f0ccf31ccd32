#include "core/io/AtomicFile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace scalescope {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    // Renaming a new file over a device node, FIFO or folder would replace it (as root it can); a
    // file the user made read-only stays as it is, whoever runs this.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        if (error)
            *error = QCoreApplication::translate("AtomicFile", "it is not a regular file; it was left as it is");
        return false;
    }
    if (info.exists() && !(info.permissions() & QFileDevice::WriteOwner)) {
        if (error)
            *error = QCoreApplication::translate("AtomicFile", "the file is read-only; it was left as it is");
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    if (file.write(bytes) != bytes.size()) {
        if (error)
            *error = file.errorString();
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace scalescope
