/** Checks webhook deliveries. */
package com.example.plants.webhooks;
