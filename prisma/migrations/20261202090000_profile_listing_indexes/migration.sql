-- The portal's Profiles page: a tenant's profiles most recently written first (keyset pages over
-- (updated_at, id), read backwards), and one end user's latest events.
CREATE INDEX "profiles_tenant_id_updated_at_id_idx" ON "profiles"("tenant_id", "updated_at", "id");

CREATE INDEX "analytics_events_tenant_id_external_user_id_occurred_at_idx" ON "analytics_events"("tenant_id", "external_user_id", "occurred_at");
