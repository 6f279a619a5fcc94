-- Whether the embeddable widget offers a feature and, when it does not, why (a sentence for people).
ALTER TABLE "features" ADD COLUMN "widget_supported" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "widget_reason" TEXT;
