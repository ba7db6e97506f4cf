package io.zlayout.model;

/** Fixed block (SCSI/FCP) or count key data (ECKD/FICON). */
public enum VolumeKind {
    FB, CKD
}
