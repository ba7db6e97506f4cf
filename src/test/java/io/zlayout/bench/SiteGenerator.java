package io.zlayout.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Writes a consistent synthetic site folder at any scale, deterministically from a seed: {@code zlayout.yaml}
 * (controlUnits, fabric, intent), {@code iocds/IOCDS.deck}, one DSCLI export per DS8000 image under
 * {@code storage/}, {@code zvm/USER.DIRECT} and Linux captures under {@code hosts/<GUEST>/} for a few guests.
 *
 * <p>The shape, for {@code n} images ({@link Scale#MAXIMAL}: 4 images of 65,280 volumes, 6 CSS of 256 CHPIDs,
 * about 260,000 devices, 2,000 guests):
 * <ul>
 *   <li>Storage: each image has 255 LSS of 256 volumes; LSS 00-0F are FB, 10-FE CKD LCUs; one extent pool per
 *       rank and every volume of an LSS on one rank ({@link DscliExportGenerator.Spec#poolPerRank()}).</li>
 *   <li>Channels: 6 CSS with 64·n CHPIDs each. Eight FICON CHPIDs per image, spanned over every CSS, each through
 *       one of four directors to a FICON port on its own host adapter and I/O enclosure; eight FCP CHPIDs per
 *       image in CSS 2 (the z/VM partition), each zoned to one SCSI-FCP port of every image; the rest OSA.</li>
 *   <li>Control units: one per CKD LCU (CUADD = the LCU, {@code controlUnits:} names its image), paths on the
 *       image's eight FICON CHPIDs in every CSS, bases at every unit address. Device blocks of 256 are dealt out
 *       LCU-major over the images: the first 224 in subchannel set 0 (0000-DFFF), the rest in sets 1-3 reusing
 *       those numbers; FCP devices E000-FFFF in set 0, 256 per FCP CHPID.</li>
 *   <li>Guests {@code LNX00000}...: three in four Linux-owned FCP (four FCP devices on four CHPIDs), one in four
 *       dedicated ECKD bases in set 0 (eight: a quarter of them consecutive on one LCU, the worst case, the
 *       rest spread over LCUs of both servers); the intent asks 8 disks for every guest.</li>
 * </ul>
 * Meant for benchmarks ({@link SiteBench}) and for tests that need a large consistent site.
 */
public final class SiteGenerator {

    /**
     * How big a site is.
     *
     * @param images        DS8000 images (CHPIDs per CSS and FCP CHPIDs grow with them)
     * @param volumesPerLss volumes, and so base devices, per LSS/LCU (256 for a full image)
     * @param guests        z/VM guests, all in the intent
     */
    public record Scale(String name, int images, int volumesPerLss, int guests) {

        public static final Scale QUARTER = new Scale("quarter", 1, 256, 500);
        public static final Scale HALF = new Scale("half", 2, 256, 1000);
        public static final Scale MAXIMAL = new Scale("maximal", 4, 256, 2000);

        public Scale {
            if (images < 1 || images > 4 || volumesPerLss < 8 || volumesPerLss > 256 || guests < 4
                    || guests > 2000 * images) {
                throw new IllegalArgumentException("scale out of range: " + images + " images, " + volumesPerLss
                        + " volumes per LSS, " + guests + " guests");
            }
        }

        public static Scale of(String name) {
            for (Scale s : List.of(QUARTER, HALF, MAXIMAL)) {
                if (s.name.equals(name)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("unknown scale '" + name + "' (quarter, half, maximal)");
        }

        public int chpidsPerCss() {
            return 64 * images;
        }
    }

    /**
     * What a generated site holds, as {@code zlayout inventory} should count it.
     *
     * @param worstCases the guests given eight consecutive devices of one LCU, and the captured FCP guests whose
     *                   LVM stripes over eight consecutive LUNs of one LSS (what check must find)
     */
    public record Summary(Path root, int images, int volumes, int lss, int chpids, int controlUnits, int devices,
                          int guests, int hosts, long bytes, List<String> worstCases) {
    }

    static final int CSS = 6;
    /** The CSS of the z/VM partition: the FCP CHPIDs and their devices live there only. */
    static final int ZVM_CSS = 2;
    static final int LSS = 255;
    static final int FB_LSS = 16;
    static final int RANKS = 64;
    static final int PATHS = 8;
    static final int FCP_PER_IMAGE = 8;
    /** Device blocks (of 256 numbers) in subchannel set 0 for CKD bases: 0000-DFFF; E000-FFFF are FCP. */
    static final int CKD_BLOCKS_SS0 = 0xE0;
    static final int FCP_FIRST_BLOCK = 0xE0;
    private static final int[] SLOTS = {0, 1, 3, 4};

    private final Scale scale;
    private final Random random;
    private final String[] images;
    private final int ckdLcus = LSS - FB_LSS;

    private SiteGenerator(Scale scale, long seed) {
        this.scale = scale;
        this.random = new Random(seed);
        this.images = new String[scale.images()];
        for (int i = 0; i < images.length; i++) {
            images[i] = "IBM.2107-75ZS0" + (i + 1) + "1";
        }
    }

    /** Writes the site into {@code dir} (created; files already there are overwritten). */
    public static Summary write(Path dir, Scale scale, long seed) throws IOException {
        return new SiteGenerator(scale, seed).writeTo(dir);
    }

    private Summary writeTo(Path dir) throws IOException {
        Files.createDirectories(dir.resolve("iocds"));
        Files.createDirectories(dir.resolve("storage"));
        Files.createDirectories(dir.resolve("zvm"));
        long bytes = 0;
        for (String image : images) {
            DscliExportGenerator.Spec spec = spec(image);
            bytes += write(dir.resolve("storage/" + image.substring(4) + ".txt"), DscliExportGenerator.generate(spec));
        }
        Deck deck = deck();
        bytes += write(dir.resolve("iocds/IOCDS.deck"), deck.text);
        List<GuestSpec> guests = guests(deck);
        bytes += write(dir.resolve("zvm/USER.DIRECT"), directory(guests));
        int hosts = 0;
        for (GuestSpec g : guests) {
            if (g.capture) {
                Path h = dir.resolve("hosts/" + g.name.toLowerCase(Locale.ROOT));
                Files.createDirectories(h);
                bytes += write(h.resolve("capture.txt"), capture(g));
                hosts++;
            }
        }
        bytes += write(dir.resolve("zlayout.yaml"), manifest(deck, guests));
        int volumes = images.length * LSS * scale.volumesPerLss();
        List<String> worst = guests.stream().filter(g -> g.worst || g.capture).map(g -> g.name).toList();
        return new Summary(dir, images.length, volumes, images.length * LSS, CSS * scale.chpidsPerCss(),
                deck.controlUnits, deck.devices, guests.size(), hosts, bytes, worst);
    }

    DscliExportGenerator.Spec spec(String image) {
        return new DscliExportGenerator.Spec(image, LSS, scale.volumesPerLss(), 128, RANKS, FB_LSS, true);
    }

    private static long write(Path file, String text) throws IOException {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        Files.write(file, b);
        return b.length;
    }

    // ---- IOCP deck ---------------------------------------------------------------------------------------

    /** Where one CKD LCU's devices live. */
    record LcuBlock(int image, int lcu, int schset, int block, String cu) {

        String device(int unitAddress) {
            return hex4(block << 8 | unitAddress);
        }
    }

    /** One FCP CHPID with its control unit's device block. */
    record FcpChannel(int index, String chpid, int block) {

        String device(int n) {
            return hex4(block << 8 | n);
        }
    }

    static final class Deck {
        final StringBuilder out = new StringBuilder();
        final List<LcuBlock> lcus = new ArrayList<>();
        final List<FcpChannel> fcp = new ArrayList<>();
        int sequence;
        int controlUnits;
        int devices;
        String text;
    }

    /** FICON CHPID of image {@code i}, path {@code p}. */
    private static int ficonChpid(int image, int path) {
        return image * PATHS + path;
    }

    /** FCP CHPIDs follow the 32 FICON ids: 40-5F. */
    private static int fcpChpid(int index) {
        return 0x40 + index;
    }

    private static String director(int path) {
        return hex2(0x61 + path % 4);
    }

    /** FICON link address: the director, then its port for this image and path. */
    private static String link(int image, int path) {
        return director(path) + hex2(0x10 + image * 2 + path / 4);
    }

    /** The FICON I/O port of path {@code p}: enclosure p, a slot, port 0 — eight adapters in eight enclosures. */
    static String ficonPort(int path) {
        return port(path, SLOTS[(path / 2) % 4], 0);
    }

    /** The SCSI-FCP port FCP CHPID {@code index} is zoned to on every image. */
    static String fcpPort(int index) {
        return port(index % 8, SLOTS[(index / 8) % 4], 1);
    }

    private static String port(int enclosure, int slot, int port) {
        return "I" + hex2(enclosure) + slot + port;
    }

    private Deck deck() {
        Deck d = new Deck();
        int fcpCount = FCP_PER_IMAGE * images.length;
        comment(d, "IOCP DECK GENERATED BY ZLAYOUT SiteGenerator: " + scale.name().toUpperCase(Locale.ROOT) + ", "
                + images.length + " DS8000 IMAGES, " + CSS + " CSS");
        statement(d, "ID", "MSG1='ZLSITE',MSG2='ZLAYOUT.IODF00 - GENERATED',SYSTEM=(8561,1),LSYSTEM=ZLSITE", false);
        StringBuilder res = new StringBuilder("PARTITION=(");
        for (int c = 0; c < CSS; c++) {
            res.append(c == 0 ? "" : ",").append("(CSS(").append(c).append(')');
            for (int mif = 1; mif <= 3; mif++) {
                res.append(",(").append(partition(c, mif)).append(',').append(mif).append(')');
            }
            res.append(')');
        }
        statement(d, "RESOURCE", res.append(')').toString(), false);

        // CHPIDs: FICON (spanned), FCP in the z/VM CSS with FC twins elsewhere, OSA filler (spanned)
        int pchid = 0x100;
        int filler = scale.chpidsPerCss() - PATHS * images.length - fcpCount;
        for (int id = 0; id < 256; id++) {
            boolean ficon = id < PATHS * images.length;
            boolean fcp = id >= 0x40 && id < 0x40 + fcpCount;
            if (ficon) {
                statement(d, "CHPID", "PATH=(" + allCss() + "," + hex2(id) + "),SHARED,PARTITION=(" + accessLists()
                        + "),SWITCH=" + director(id % PATHS) + ",PCHID=" + hex3(pchid) + ",TYPE=FC", true);
                pchid += 2;
            } else if (fcp) {
                for (int c = 0; c < CSS; c++) {
                    String type = c == ZVM_CSS ? "FCP" : "FC";
                    statement(d, "CHPID", "PATH=(CSS(" + c + ")," + hex2(id) + "),SHARED,PARTITION=((" + partition(c, 1)
                            + "),(=)),PCHID=" + hex3(pchid) + ",TYPE=" + type, true);
                    pchid += 2;
                }
            } else if (filler > 0 && id >= 0x20) {
                statement(d, "CHPID", "PATH=(" + allCss() + "," + hex2(id) + "),SHARED,PARTITION=(" + accessLists()
                        + "),PCHID=" + hex3(pchid) + ",TYPE=OSD", true);
                pchid += 2;
                filler--;
            }
        }

        // CKD LCUs, LCU-major over the images, so that set 0 holds LCUs of every image
        int n = 0;
        for (int l = 0; l < ckdLcus; l++) {
            for (int i = 0; i < images.length; i++, n++) {
                int lcu = FB_LSS + l;
                int schset = n < CKD_BLOCKS_SS0 ? 0 : 1 + (n - CKD_BLOCKS_SS0) / 256;
                int block = n < CKD_BLOCKS_SS0 ? n : (n - CKD_BLOCKS_SS0) % 256;
                String cu = hex4((i + 1) << 12 | lcu);
                d.lcus.add(new LcuBlock(i, lcu, schset, block, cu));
                StringBuilder path = new StringBuilder("PATH=(");
                StringBuilder link = new StringBuilder("LINK=(");
                for (int c = 0; c < CSS; c++) {
                    path.append(c == 0 ? "" : ",").append("(CSS(").append(c).append(')');
                    link.append(c == 0 ? "" : ",").append("(CSS(").append(c).append(')');
                    for (int p = 0; p < PATHS; p++) {
                        path.append(',').append(hex2(ficonChpid(i, p)));
                        link.append(',').append(link(i, p));
                    }
                    path.append(')');
                    link.append(')');
                }
                statement(d, "CNTLUNIT", "CUNUMBR=" + cu + "," + path + "),UNITADD=((00,256))," + link + "),CUADD="
                        + hex2(lcu) + ",UNIT=2107", true);
                d.controlUnits++;
                int count = scale.volumesPerLss();
                statement(d, "IODEVICE", "ADDRESS=(" + hex4(block << 8) + "," + count + "),CUNUMBR=(" + cu
                        + "),STADET=Y,UNIT=3390B" + (schset > 0 ? ",SCHSET=" + schset : ""), true);
                d.devices += count;
            }
        }
        // FCP control units: one path each, 256 devices each
        for (int f = 0; f < fcpCount; f++) {
            int block = FCP_FIRST_BLOCK + f;
            String cu = hex4(block << 8);
            String chpid = hex2(fcpChpid(f));
            d.fcp.add(new FcpChannel(f, chpid, block));
            statement(d, "CNTLUNIT", "CUNUMBR=" + cu + ",PATH=((CSS(" + ZVM_CSS + ")," + chpid
                    + ")),UNITADD=((00,256)),UNIT=FCP", true);
            d.controlUnits++;
            statement(d, "IODEVICE", "ADDRESS=(" + cu + ",256),CUNUMBR=(" + cu + "),UNIT=FCP", true);
            d.devices += 256;
        }
        d.text = d.out.toString();
        return d;
    }

    private static String allCss() {
        StringBuilder b = new StringBuilder("CSS(");
        for (int c = 0; c < CSS; c++) {
            b.append(c == 0 ? "" : ",").append(c);
        }
        return b.append(')').toString();
    }

    private static String accessLists() {
        StringBuilder b = new StringBuilder();
        for (int c = 0; c < CSS; c++) {
            b.append(c == 0 ? "" : ",").append("(CSS(").append(c).append("),(").append(partition(c, 1)).append(',')
                    .append(partition(c, 2)).append("),(=))");
        }
        return b.toString();
    }

    private static String partition(int css, int mif) {
        return css == ZVM_CSS && mif == 1 ? "ZVM1" : "LP" + css + mif;
    }

    private static void comment(Deck d, String text) {
        String line = "* " + text;
        d.out.append(line, 0, Math.min(line.length(), 71)).append('\n');
    }

    private static void statement(Deck d, String operation, String operand, boolean breakAtCommas) {
        for (String c : IocpDeckGenerator.cards(null, operation, operand, breakAtCommas)) {
            StringBuilder b = new StringBuilder(c);
            while (b.length() < 72) {
                b.append(' ');
            }
            d.sequence += 10;
            String seq = Integer.toString(d.sequence);
            d.out.append(b).append("0".repeat(8 - seq.length())).append(seq).append('\n');
        }
    }

    // ---- guests ----------------------------------------------------------------------------------------

    /** What one guest has and asks for. */
    static final class GuestSpec {
        final String name;
        final boolean fcp;
        final boolean worst;
        final String workload;
        final boolean capture;
        final List<String> devices = new ArrayList<>();
        /** FCP: the CHPID index of each device. */
        final List<Integer> channels = new ArrayList<>();

        GuestSpec(String name, boolean fcp, boolean worst, String workload, boolean capture) {
            this.name = name;
            this.fcp = fcp;
            this.worst = worst;
            this.workload = workload;
            this.capture = capture;
        }
    }

    private static final String[] WORKLOADS = {"seq-read", "seq-write", "random-read", "random-write", "mixed"};

    private List<GuestSpec> guests(Deck deck) {
        List<GuestSpec> out = new ArrayList<>();
        int fcpCount = deck.fcp.size();
        int[] nextFcp = new int[fcpCount];
        // set-0 LCU blocks by image, in LCU order: what a z/VM guest can have dedicated
        List<List<LcuBlock>> ss0 = new ArrayList<>();
        for (int i = 0; i < images.length; i++) {
            ss0.add(new ArrayList<>());
        }
        for (LcuBlock b : deck.lcus) {
            if (b.schset() == 0) {
                ss0.get(b.image()).add(b);
            }
        }
        int perImage = ss0.get(0).size();
        int[][] nextUa = new int[images.length][perImage];
        int fcpGuests = 0;
        int eckdGuests = 0;
        int worstGuests = 0;
        for (int g = 0; g < scale.guests(); g++) {
            boolean fcp = g % 4 != 3;
            String workload = WORKLOADS[random.nextInt(WORKLOADS.length)];
            boolean worst = !fcp && random.nextInt(4) == 0;
            boolean capture = fcp && fcpGuests % 100 == 0;
            GuestSpec s = new GuestSpec(String.format(Locale.ROOT, "LNX%05d", g), fcp, worst, workload, capture);
            if (fcp) {
                for (int k = 0; k < 4; k++) {
                    int c = (fcpGuests + k * fcpCount / 4) % fcpCount;
                    if (nextFcp[c] >= 256) {
                        throw new IllegalStateException("FCP devices of CHPID " + deck.fcp.get(c).chpid() + " used up");
                    }
                    s.devices.add(deck.fcp.get(c).device(nextFcp[c]++));
                    s.channels.add(c);
                }
                fcpGuests++;
            } else {
                int e = eckdGuests++;
                if (worst) {
                    // the worst cases take LCUs from the top, the spread guests from the bottom
                    int w = worstGuests++;
                    int image = w % images.length;
                    int lcu = perImage - 1 - (w / images.length) % perImage;
                    take(s, ss0.get(image).get(lcu), nextUa[image], lcu, 8);
                } else {
                    for (int k = 0; k < 8; k++) {
                        int image = (e + k) % images.length;
                        // the members on one image take neighbouring LCUs: both servers, distinct ranks
                        int lcu = (e * 5 + 8 * (k % images.length) + k / images.length) % perImage;
                        take(s, ss0.get(image).get(lcu), nextUa[image], lcu, 1);
                    }
                }
            }
            out.add(s);
        }
        return out;
    }

    private void take(GuestSpec s, LcuBlock b, int[] nextUa, int lcu, int count) {
        if (nextUa[lcu] + count > scale.volumesPerLss()) {
            throw new IllegalStateException("LCU " + hex2(b.lcu()) + " of " + images[b.image()] + " used up");
        }
        for (int k = 0; k < count; k++) {
            s.devices.add(b.device(nextUa[lcu]++));
        }
    }

    private String directory(List<GuestSpec> guests) {
        StringBuilder b = new StringBuilder();
        int[] seq = {0};
        card(b, seq, "DIRECTORY 0123 3390 ZLRES1");
        card(b, seq, "PROFILE LINDFLT");
        card(b, seq, " CLASS G");
        card(b, seq, " MACHINE ESA 4");
        card(b, seq, " IPL CMS PARM AUTOCR");
        card(b, seq, " CONSOLE 0009 3215 T");
        card(b, seq, " LINK MAINT 0190 0190 RR");
        card(b, seq, " LINK MAINT 019E 019E RR");
        for (GuestSpec g : guests) {
            card(b, seq, "*");
            card(b, seq, "USER " + g.name + " LBYONLY 4G 8G G");
            card(b, seq, " INCLUDE LINDFLT");
            if (g.fcp) {
                card(b, seq, " IPL " + g.devices.get(0));
                for (String d : g.devices) {
                    card(b, seq, " DEDICATE " + d + " " + d);
                }
            } else {
                card(b, seq, " IPL 0100");
                for (int k = 0; k < g.devices.size(); k++) {
                    card(b, seq, String.format(Locale.ROOT, " DEDICATE %04X %s", 0x100 + k, g.devices.get(k)));
                }
            }
            card(b, seq, " MDISK 0111 FB-512 V-DISK 1048576 MR");
        }
        return b.toString();
    }

    private static void card(StringBuilder b, int[] seq, String statement) {
        seq[0] += 10;
        b.append(String.format(Locale.ROOT, "%-72s%08d%n", statement, seq[0]).replace("\r", ""));
    }

    // ---- host captures ---------------------------------------------------------------------------------

    /**
     * What a captured FCP guest runs today: its four FCP devices, each logged in to its CHPID's port on the
     * first image, and eight consecutive LUNs of one FB LSS in one striped LV — the consecutive-address habit.
     */
    private String capture(GuestSpec g) {
        String wwnn = "5005076309FFC8A1";
        int lss = g.name.hashCode() & 0x0F;
        int firstVolume = (Integer.parseInt(g.name.substring(3)) * 8) % Math.max(8, scale.volumesPerLss() - 8);
        StringBuilder b = new StringBuilder();
        b.append("[root@").append(g.name.toLowerCase(Locale.ROOT)).append(" ~]# lszfcp -P -H -D\n");
        for (int k = 0; k < g.devices.size(); k++) {
            b.append("0.0.").append(g.devices.get(k).toLowerCase(Locale.ROOT)).append(" host").append(k).append('\n');
        }
        for (int k = 0; k < g.devices.size(); k++) {
            b.append("0.0.").append(g.devices.get(k).toLowerCase(Locale.ROOT)).append('/').append(wwpn(g.channels.get(k)))
                    .append(" rport-").append(k).append(":0-0\n");
        }
        for (int k = 0; k < g.devices.size(); k++) {
            for (int v = 0; v < 8; v++) {
                String vol = hex2(lss) + hex2(firstVolume + v);
                b.append("0.0.").append(g.devices.get(k).toLowerCase(Locale.ROOT)).append('/')
                        .append(wwpn(g.channels.get(k))).append('/').append(lun(vol)).append(' ').append(k)
                        .append(":0:0:").append(scsiLun(vol)).append('\n');
            }
        }
        b.append("[root@").append(g.name.toLowerCase(Locale.ROOT)).append(" ~]# multipath -ll\n");
        for (int v = 0; v < 8; v++) {
            String vol = hex2(lss) + hex2(firstVolume + v);
            b.append("mpath").append((char) ('a' + v)).append(" (36").append(wwnn.substring(1).toLowerCase(Locale.ROOT))
                    .append("000000000000").append(vol.toLowerCase(Locale.ROOT)).append(") dm-").append(v)
                    .append(" IBM,2107900\n")
                    .append("size=100G features='1 queue_if_no_path' hwhandler='1 alua' wp=rw\n")
                    .append("`-+- policy='service-time 0' prio=50 status=active\n");
            for (int k = 0; k < g.devices.size(); k++) {
                b.append(k < g.devices.size() - 1 ? "  |- " : "  `- ").append(k).append(":0:0:").append(scsiLun(vol))
                        .append(" sd").append((char) ('a' + v)).append((char) ('a' + k)).append(" 8:")
                        .append(v * 16 + k).append(" active ready running\n");
            }
        }
        b.append("[root@").append(g.name.toLowerCase(Locale.ROOT)).append(" ~]# lvs -o +devices,stripes,stripe_size\n");
        StringBuilder devices = new StringBuilder();
        for (int v = 0; v < 8; v++) {
            devices.append(v == 0 ? "" : ",").append("/dev/mapper/mpath").append((char) ('a' + v)).append("(0)");
        }
        b.append(String.format(Locale.ROOT, "  LV     VG     Attr       LSize   %-" + devices.length() + "s #Str Stripe%n",
                "Devices").replace("\r", ""));
        b.append(String.format(Locale.ROOT, "  lvdata vgdata -wi-a----- 800.00g %s    8 64.00k%n", devices)
                .replace("\r", ""));
        return b.toString();
    }

    /** The WWPN of the SCSI-FCP port an FCP CHPID is zoned to (DscliExportGenerator's layout). */
    private static String wwpn(int fcpIndex) {
        String id = fcpPort(fcpIndex);
        int enclosure = Integer.parseInt(id.substring(1, 3), 16);
        int slot = id.charAt(3) - '0';
        int port = id.charAt(4) - '0';
        int b5 = ((port >> 2) & 1) << 6 | (enclosure & 7) << 3 | (slot & 7);
        int b6 = (port & 3) << 6;
        return String.format(Locale.ROOT, "0x5005076309%02x%02xa1", b5, b6);
    }

    private static String lun(String volume) {
        String v = volume.toLowerCase(Locale.ROOT);
        return "0x40" + v.substring(0, 2) + "40" + v.substring(2) + "00000000";
    }

    /** The Linux SCSI LUN of DS8000 LUN {@code 0x40LL40VV00000000}: 0x40VV40LL (scsilun_to_int). */
    private static long scsiLun(String volume) {
        int ll = Integer.parseInt(volume.substring(0, 2), 16);
        int vv = Integer.parseInt(volume.substring(2), 16);
        return (0x4000L | ll) | (0x4000L | vv) << 16;
    }

    // ---- zlayout.yaml ----------------------------------------------------------------------------------

    private String manifest(Deck deck, List<GuestSpec> guests) {
        StringBuilder b = new StringBuilder();
        b.append("# Synthetic site (SiteGenerator, scale ").append(scale.name()).append("): ").append(images.length)
                .append(" DS8000 images, ").append(CSS).append(" CSS, ").append(deck.devices).append(" devices, ")
                .append(guests.size()).append(" guests.\n");
        b.append("inputs: [iocds/, storage/, zvm/, hosts/]\n");
        b.append("# several images of one machine type: every storage control unit names its image\n");
        b.append("controlUnits:\n");
        for (LcuBlock l : deck.lcus) {
            b.append("  \"").append(l.cu()).append("\": ").append(images[l.image()]).append('\n');
        }
        b.append("fabric:\n");
        for (int i = 0; i < images.length; i++) {
            for (int p = 0; p < PATHS; p++) {
                b.append("  - {chpid: \"").append(hex2(ficonChpid(i, p))).append("\", link: \"").append(link(i, p))
                        .append("\", ioport: ").append(ficonPort(p)).append(", switch: \"").append(director(p))
                        .append("\"}\n");
            }
        }
        for (FcpChannel f : deck.fcp) {
            b.append("  - {chpid: \"").append(ZVM_CSS).append('.').append(f.chpid()).append("\", ioports: [");
            for (int i = 0; i < images.length; i++) {
                b.append(i == 0 ? "" : ", ").append(images[i]).append('/').append(fcpPort(f.index()));
            }
            b.append("]}\n");
        }
        b.append("intent:\n  stripeSize: 64k\n  guests:\n");
        for (GuestSpec g : guests) {
            b.append("    - {name: ").append(g.name).append(", disks: 8, access: ").append(g.fcp ? "fcp" : "eckd")
                    .append(", workload: ").append(g.workload).append("}\n");
        }
        return b.toString();
    }

    // ---- hex -------------------------------------------------------------------------------------------

    static String hex2(int v) {
        return String.format(Locale.ROOT, "%02X", v & 0xFF);
    }

    static String hex3(int v) {
        return String.format(Locale.ROOT, "%03X", v & 0xFFF);
    }

    static String hex4(int v) {
        return String.format(Locale.ROOT, "%04X", v & 0xFFFF);
    }

    /** {@code java ... SiteGenerator DIR [quarter|half|maximal] [seed]}: writes one site. */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "target/bench-sites/maximal");
        Scale scale = Scale.of(args.length > 1 ? args[1] : "maximal");
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        Summary s = write(dir, scale, seed);
        System.out.println(s);
    }
}
