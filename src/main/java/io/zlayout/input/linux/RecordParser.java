package io.zlayout.input.linux;

import java.util.List;

/**
 * A capture of one record per line (lsluns, lsscsi, lszfcp, zfcp.conf, chzdev --export, lscss, lschp, lszdev,
 * ziorep_config, udev rules): the parser tells what each line is, {@link TableSniff} scores them on its curve.
 */
abstract class RecordParser extends CaptureParser {

    private final TableSniff.Curve curve;

    RecordParser(String name, TableSniff.Curve curve) {
        super(name);
        this.curve = curve;
    }

    @Override
    int sniff(List<Line> lines) {
        return TableSniff.score(lines, curve, this::kind);
    }

    /** What a line that is not blank is to this capture, given the line and its text trimmed. */
    abstract TableSniff.Kind kind(Line line, String trimmed);
}
