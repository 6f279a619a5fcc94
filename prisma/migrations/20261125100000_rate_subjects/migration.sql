-- CreateTable
CREATE TABLE "rate_subject_buckets" (
    "subject" TEXT NOT NULL,
    "second" BIGINT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "rate_subject_buckets_pkey" PRIMARY KEY ("subject","second")
);

-- CreateTable
CREATE TABLE "rate_subject_periods" (
    "subject" TEXT NOT NULL,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "period_count" INTEGER NOT NULL,

    CONSTRAINT "rate_subject_periods_pkey" PRIMARY KEY ("subject")
);

-- Hand-written: consume_api_request's limits for callers that are not API keys (a portal user, an end
-- user or a client address behind a publishable key): a sliding one-minute window and a count per
-- period, for any subject string. The subject's period row is locked (created if absent), so concurrent
-- requests of one subject serialise and the limits hold across instances.
CREATE FUNCTION consume_subject_request(
    p_subject TEXT,
    p_now TIMESTAMPTZ,
    p_rate_limit INTEGER,
    p_period_start TIMESTAMPTZ,
    p_quota INTEGER
) RETURNS TABLE (outcome TEXT, window_count INTEGER, reset_after INTEGER, period_count INTEGER)
LANGUAGE plpgsql AS $$
DECLARE
    v_second BIGINT := floor(extract(epoch FROM p_now));
    v_period_start TIMESTAMPTZ;
    v_period_count INTEGER;
    v_window INTEGER;
    v_oldest BIGINT;
BEGIN
    INSERT INTO rate_subject_periods (subject, period_start, period_count) VALUES (p_subject, p_period_start, 0)
        ON CONFLICT (subject) DO NOTHING;
    SELECT p.period_start, p.period_count INTO v_period_start, v_period_count
      FROM rate_subject_periods p WHERE p.subject = p_subject FOR UPDATE;
    IF v_period_start < p_period_start THEN
        v_period_start := p_period_start;
        v_period_count := 0;
    END IF;

    DELETE FROM rate_subject_buckets b WHERE b.subject = p_subject AND b.second <= v_second - 60;
    SELECT coalesce(sum(b.count), 0)::INTEGER, min(b.second) INTO v_window, v_oldest
      FROM rate_subject_buckets b WHERE b.subject = p_subject;

    IF p_rate_limit IS NOT NULL AND v_window >= p_rate_limit THEN
        RETURN QUERY SELECT 'rate_limited'::TEXT, v_window, greatest(1, (v_oldest + 60 - v_second)::INTEGER), v_period_count;
        RETURN;
    END IF;
    IF p_quota IS NOT NULL AND v_period_count >= p_quota THEN
        RETURN QUERY SELECT 'quota_exceeded'::TEXT, v_window, greatest(1, (coalesce(v_oldest, v_second) + 60 - v_second)::INTEGER), v_period_count;
        RETURN;
    END IF;

    INSERT INTO rate_subject_buckets AS b (subject, second, count) VALUES (p_subject, v_second, 1)
        ON CONFLICT (subject, second) DO UPDATE SET count = b.count + 1;
    UPDATE rate_subject_periods SET period_start = v_period_start, period_count = v_period_count + 1 WHERE subject = p_subject;
    RETURN QUERY SELECT 'allowed'::TEXT, v_window + 1, greatest(1, (coalesce(v_oldest, v_second) + 60 - v_second)::INTEGER), v_period_count + 1;
END;
$$;
