-- Hand-written: the limits of a publishable key's request (docs/decisions.md, "Publishable keys are
-- public"), in one statement so they hold across instances and a refused request counts nowhere:
-- each subject (the client address, the end user) has a sliding one-minute window and a count per
-- period; the key has only its count per period (its minute is not applied to the visitors of a site).
-- The key's row is locked first, then each subject's period row in the order given, so concurrent
-- requests of one key serialise and never deadlock. Returns one row per subject, in order, then the
-- key's (subject NULL): each with its own outcome; when any is refused, nothing is counted.
CREATE FUNCTION consume_publishable_request(
    p_key_id TEXT,
    p_now TIMESTAMPTZ,
    p_period_start TIMESTAMPTZ,
    p_key_quota INTEGER,
    p_subjects TEXT[],
    p_rate_limits INTEGER[],
    p_quotas INTEGER[]
) RETURNS TABLE (subject TEXT, outcome TEXT, window_count INTEGER, reset_after INTEGER, period_count INTEGER)
LANGUAGE plpgsql AS $$
DECLARE
    v_second BIGINT := floor(extract(epoch FROM p_now));
    v_n INTEGER := coalesce(array_length(p_subjects, 1), 0);
    v_key_start TIMESTAMPTZ;
    v_key_count INTEGER;
    v_starts TIMESTAMPTZ[] := '{}';
    v_counts INTEGER[] := '{}';
    v_windows INTEGER[] := '{}';
    v_resets INTEGER[] := '{}';
    v_outcomes TEXT[] := '{}';
    v_start TIMESTAMPTZ;
    v_count INTEGER;
    v_window INTEGER;
    v_oldest BIGINT;
    v_refused BOOLEAN := false;
    v_key_outcome TEXT := 'allowed';
    v_add INTEGER;
    i INTEGER;
BEGIN
    SELECT k.period_start, k.period_count INTO v_key_start, v_key_count
      FROM api_keys k WHERE k.id = p_key_id FOR UPDATE;
    IF NOT FOUND THEN
        RETURN QUERY SELECT NULL::TEXT, 'unknown_key'::TEXT, 0, 0, 0;
        RETURN;
    END IF;
    IF v_key_start IS NULL OR v_key_start < p_period_start THEN
        v_key_start := p_period_start;
        v_key_count := 0;
    END IF;

    FOR i IN 1 .. v_n LOOP
        INSERT INTO rate_subject_periods (subject, period_start, period_count) VALUES (p_subjects[i], p_period_start, 0)
            ON CONFLICT ON CONSTRAINT rate_subject_periods_pkey DO NOTHING;
        SELECT p.period_start, p.period_count INTO v_start, v_count
          FROM rate_subject_periods p WHERE p.subject = p_subjects[i] FOR UPDATE;
        IF v_start < p_period_start THEN
            v_start := p_period_start;
            v_count := 0;
        END IF;
        DELETE FROM rate_subject_buckets b WHERE b.subject = p_subjects[i] AND b.second <= v_second - 60;
        SELECT coalesce(sum(b.count), 0)::INTEGER, min(b.second) INTO v_window, v_oldest
          FROM rate_subject_buckets b WHERE b.subject = p_subjects[i];
        v_starts := v_starts || v_start;
        v_counts := v_counts || v_count;
        v_windows := v_windows || v_window;
        -- Room opens when the oldest second in the window leaves it.
        v_resets := v_resets || greatest(1, (coalesce(v_oldest, v_second) + 60 - v_second)::INTEGER);
        IF v_window >= p_rate_limits[i] THEN
            v_outcomes := v_outcomes || 'rate_limited'::TEXT;
            v_refused := true;
        ELSIF v_count >= p_quotas[i] THEN
            v_outcomes := v_outcomes || 'quota_exceeded'::TEXT;
            v_refused := true;
        ELSE
            v_outcomes := v_outcomes || 'allowed'::TEXT;
        END IF;
    END LOOP;
    IF v_key_count >= p_key_quota THEN
        v_key_outcome := 'quota_exceeded';
        v_refused := true;
    END IF;

    v_add := CASE WHEN v_refused THEN 0 ELSE 1 END;
    IF NOT v_refused THEN
        FOR i IN 1 .. v_n LOOP
            INSERT INTO rate_subject_buckets AS b (subject, second, count) VALUES (p_subjects[i], v_second, 1)
                ON CONFLICT ON CONSTRAINT rate_subject_buckets_pkey DO UPDATE SET count = b.count + 1;
            UPDATE rate_subject_periods p SET period_start = v_starts[i], period_count = v_counts[i] + 1 WHERE p.subject = p_subjects[i];
        END LOOP;
        UPDATE api_keys SET period_start = v_key_start, period_count = v_key_count + 1, last_used_at = p_now WHERE id = p_key_id;
    END IF;

    FOR i IN 1 .. v_n LOOP
        RETURN QUERY SELECT p_subjects[i], v_outcomes[i], v_windows[i] + v_add, v_resets[i], v_counts[i] + v_add;
    END LOOP;
    RETURN QUERY SELECT NULL::TEXT, v_key_outcome, 0, 0, v_key_count + v_add;
END;
$$;

-- Hand-written: gives back what consume_publishable_request counted for a request whose answer costs
-- nothing (a 304 Not Modified): the key's and each subject's count of the period it was counted in,
-- and each subject's minute bucket of the second it was counted at. Never below zero; a count of a
-- period since ended, or a bucket already out of the window, is left alone. Locks the key's row first,
-- as consume_publishable_request does.
CREATE FUNCTION refund_publishable_request(
    p_key_id TEXT,
    p_counted_at TIMESTAMPTZ,
    p_period_start TIMESTAMPTZ,
    p_subjects TEXT[],
    p_minute_subjects TEXT[]
) RETURNS VOID
LANGUAGE plpgsql AS $$
DECLARE
    v_second BIGINT := floor(extract(epoch FROM p_counted_at));
    i INTEGER;
BEGIN
    PERFORM 1 FROM api_keys k WHERE k.id = p_key_id FOR UPDATE;
    UPDATE api_keys k SET period_count = greatest(0, k.period_count - 1)
     WHERE k.id = p_key_id AND k.period_start = p_period_start;
    FOR i IN 1 .. coalesce(array_length(p_subjects, 1), 0) LOOP
        UPDATE rate_subject_periods p SET period_count = greatest(0, p.period_count - 1)
         WHERE p.subject = p_subjects[i] AND p.period_start = p_period_start;
    END LOOP;
    -- Only these subjects get their minute back: an address's ceiling counts every request, 304s included.
    FOR i IN 1 .. coalesce(array_length(p_minute_subjects, 1), 0) LOOP
        DELETE FROM rate_subject_buckets b WHERE b.subject = p_minute_subjects[i] AND b.second = v_second AND b.count <= 1;
        UPDATE rate_subject_buckets b SET count = b.count - 1
         WHERE b.subject = p_minute_subjects[i] AND b.second = v_second AND b.count > 1;
    END LOOP;
END;
$$;
