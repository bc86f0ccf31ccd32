<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>ImportCommand</name>
    <message numerus="yes">
        <source>%n configuration(s), %1 with an official score; %2 errors, %3 warnings.</source>
        <translation>
            <numerusform>%n configuration, %1 with an official score; %2 errors, %3 warnings.</numerusform>
            <numerusform>%n configurations, %1 with an official score; %2 errors, %3 warnings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalescope::MainWindow</name>
    <message numerus="yes">
        <source>%n configuration(s), %1 with an official score · %2 errors, %3 warnings</source>
        <translation>
            <numerusform>%n configuration, %1 with an official score · %2 errors, %3 warnings</numerusform>
            <numerusform>%n configurations, %1 with an official score · %2 errors, %3 warnings</numerusform>
        </translation>
    </message>
</context>
</TS>
